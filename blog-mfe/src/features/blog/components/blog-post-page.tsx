import { Component, lazy, Suspense, type ReactNode } from 'react';
import styled from '@emotion/styled';
import type { BlogPost } from '@villa/shared/contracts/entities';
import { paths } from '@villa/shared/lib/paths';
import { useSearchParams } from '@villa/shared/router';
import { CommentIcon } from '@villa/shared/ui/icons';
import { StatusMessage } from '@villa/shared/ui/status-message';
import { colors, space, text } from '@villa/shared/ui/tokens';
import { WhenNear } from '@villa/shared/ui/when-near';
import { PREVIEW_PARAM } from '../../../config/blog.ts';
import { usePost } from '../api/get-post.ts';
import { usePostView } from '../api/post-views.ts';
import { errorText, isNotFound } from '../lib/is-not-found.ts';
import { BlogSubpage } from './back-to-blog-link.tsx';
import { ChipLink, ChipRow } from './chip-link.tsx';
import { LikeCount } from './like-toggle.tsx';
import { NotFoundMessage } from './not-found-message.tsx';
import { PostHead } from './post-head.tsx';
import { PostMain } from './post-main.tsx';

// A private preview link's page: its code comes only with such a link.
const PostPreviewPage = lazy(() => import('./post-preview-page.tsx'));
// The comments (list and form) are below the post: their code and data come when they near the viewport.
const PostComments = lazy(() => import('./post-comments.tsx'));
// The heart is below the post: its code (the reader's like, the visitor id) loads as it comes near.
const LikeButton = lazy(() => import('./like-button.tsx').then((module) => ({ default: module.LikeButton })));

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

const Footer = styled.footer({
  display: 'flex',
  flexDirection: 'column',
  gap: space(2),
  marginTop: space(4),
  paddingTop: space(3),
  borderTop: `1px solid ${colors.divider}`,
});

const Counts = styled.div({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: space(1.5, 3),
  color: colors.text.secondary,
});

const Count = styled.div({ display: 'flex', alignItems: 'center', gap: space(0.75) });

const CountText = styled.p(text.body2);

const CommentsArea = styled.div({ marginTop: space(5), minHeight: 160 });

/** Keeps a failure of the comments (their code did not load) inside their place. */
class CommentsBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  render() {
    return this.state.failed ? (
      <StatusMessage kind="error" title="Failed to load the comments" dense />
    ) : (
      this.props.children
    );
  }
}

function PostArticle({ post }: { post: BlogPost }) {
  usePostView(post._id);
  return (
    <>
      <PostHead post={post} />
      <article>
        <PostMain post={post} />
        <Footer>
          {post.tags.length > 0 ? (
            <ChipRow gap={8} role="group" aria-label="Tags">
              {post.tags.map((tag) => (
                <ChipLink key={tag._id} to={paths.blogTag(tag.slug)} color={tag.color} size="small">
                  {tag.name}
                </ChipLink>
              ))}
            </ChipRow>
          ) : null}
          <Counts>
            <WhenNear placeholder={<LikeCount count={post.like_count} />}>
              <LikeButton post={post} />
            </WhenNear>
            <Count>
              <CommentIcon fontSize="small" />
              <CountText>{plural(post.comment_count, 'comment', 'comments')}</CountText>
            </Count>
          </Counts>
        </Footer>
      </article>
      <CommentsArea>
        <WhenNear placeholder={<StatusMessage kind="loading" title="Loading comments..." dense />}>
          <CommentsBoundary>
            {/* A new post, a new list: its pages and the reader's own comments start afresh. */}
            <PostComments key={post._id} postId={post._id} commentCount={post.comment_count} />
          </CommentsBoundary>
        </WhenNear>
      </CommentsArea>
    </>
  );
}

/** /blog/:slug: one post; with ?preview=<token>, the post a private preview link opens. */
export function BlogPostPage({ slug }: { slug: string }) {
  const [params] = useSearchParams();
  const token = params.get(PREVIEW_PARAM);
  if (token) {
    return (
      <Suspense
        fallback={
          <BlogSubpage narrow>
            <StatusMessage kind="loading" title="Loading post..." />
          </BlogSubpage>
        }
      >
        <PostPreviewPage token={token} />
      </Suspense>
    );
  }
  return <PublishedPostPage slug={slug} />;
}

function PublishedPostPage({ slug }: { slug: string }) {
  const { data, error, isLoading, mutate } = usePost(slug);

  let body;
  // Server-rendered data (SWR fallback) counts as loaded: SWR still reports isLoading while it revalidates.
  if (isLoading && !data) body = <StatusMessage kind="loading" title="Loading post..." />;
  else if (!slug || isNotFound(error)) body = <NotFoundMessage title="We couldn't find that post" />;
  else if (error || !data) {
    body = <StatusMessage kind="error" title={errorText(error)} onRetry={() => void mutate()} />;
  } else body = <PostArticle post={data.data} />;

  return <BlogSubpage narrow>{body}</BlogSubpage>;
}
