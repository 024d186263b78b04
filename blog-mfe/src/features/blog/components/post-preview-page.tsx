// /blog/{slug}?preview=<token>: the post a private preview link opens (a draft or a scheduled post,
// POST /studio/posts/{id}/preview-link), as readers will see it, without what needs a published post
// (views, likes, comments). Loaded only for such a link: the post page's first load stays as it was.
import styled from '@emotion/styled';
import type { BlogPost } from '@villa/shared/contracts/entities';
import { clip, PageHead } from '@villa/shared/ui/page-head';
import { StatusMessage } from '@villa/shared/ui/status-message';
import { colors, space, text } from '@villa/shared/ui/tokens';
import { usePreviewPost } from '../api/get-preview-post.ts';
import { errorText, isNotFound } from '../lib/is-not-found.ts';
import { BlogSubpage } from './back-to-blog-link.tsx';
import { NotFoundMessage } from './not-found-message.tsx';
import { PostMain } from './post-main.tsx';

const PreviewNote = styled.p({
  ...text.body2,
  padding: space(1.5, 2),
  marginBottom: space(3),
  borderRadius: 12,
  background: colors.muted,
  color: colors.text.primary,
});

function PostPreview({ post }: { post: BlogPost }) {
  return (
    <>
      {/* Not for search engines: the link is private, and the post may change before it is out. */}
      <PageHead title={post.title} description={clip(post.excerpt)} noindex />
      <PreviewNote role="note">
        Preview: readers can&apos;t see this post yet. Share this link only with the people checking it.
      </PreviewNote>
      <article>
        <PostMain post={post} />
      </article>
    </>
  );
}

export default function PostPreviewPage({ token }: { token: string }) {
  const { data, error, isLoading, mutate } = usePreviewPost(token);
  let body;
  if (isLoading && !data) body = <StatusMessage kind="loading" title="Loading post..." />;
  else if (isNotFound(error))
    body = <NotFoundMessage title="This preview link is not valid, or it has expired" />;
  else if (error || !data) {
    body = <StatusMessage kind="error" title={errorText(error)} onRetry={() => void mutate()} />;
  } else body = <PostPreview post={data.data} />;
  return <BlogSubpage narrow>{body}</BlogSubpage>;
}
