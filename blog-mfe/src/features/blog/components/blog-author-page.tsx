import styled from '@emotion/styled';
import type { AuthorProfile } from '@villa/shared/contracts/entities';
import { SafeImage } from '@villa/shared/ui/safe-image';
import { StatusMessage } from '@villa/shared/ui/status-message';
import { colors, space, text, up } from '@villa/shared/ui/tokens';
import { usePageParam } from '../../../hooks/use-page-param.ts';
import { useAuthor } from '../api/get-author.ts';
import { usePostsByAuthor } from '../api/get-posts-by-author.ts';
import { errorText, isNotFound } from '../lib/is-not-found.ts';
import { AuthorHead } from './author-head.tsx';
import { BlogSubpage } from './back-to-blog-link.tsx';
import { NotFoundMessage } from './not-found-message.tsx';
import { PageHeading, SecondaryText } from './page-layout.tsx';
import { PagedPosts } from './paged-posts.tsx';

const AVATAR_SIZE = 72;

const Header = styled.header({
  display: 'flex',
  alignItems: 'flex-start',
  gap: space(2),
  marginBottom: space(3),
  [up('md')]: { marginBottom: space(4) },
});

const Initials = styled.span({
  ...text.h5,
  flexShrink: 0,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: AVATAR_SIZE,
  height: AVATAR_SIZE,
  borderRadius: '50%',
  color: colors.primary.contrastText,
  backgroundColor: colors.primary.main,
});

const AvatarImage = styled(SafeImage)({ flexShrink: 0, borderRadius: '50%', objectFit: 'cover' });

const Bio = styled(SecondaryText)({ marginTop: space(1), whiteSpace: 'pre-line' });

const Count = styled.p({ ...text.body2, color: colors.text.secondary, marginTop: space(0.5) });

/** 'Priya Sharma' -> 'PS': the avatar while authors have no picture (the API's avatar is null). */
export function initials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const letters = words.length > 1 ? [words[0]!, words[words.length - 1]!] : words;
  return letters.map((word) => word[0]!.toUpperCase()).join('');
}

const postCountText = (count: number) => (count === 1 ? '1 post' : `${count} posts`);

function AuthorHeader({ author }: { author: AuthorProfile }) {
  return (
    <Header>
      {author.avatar ? (
        <AvatarImage src={author.avatar} alt="" width={AVATAR_SIZE} height={AVATAR_SIZE} />
      ) : (
        <Initials aria-hidden>{initials(author.name)}</Initials>
      )}
      <div>
        <PageHeading>{author.name}</PageHeading>
        <Count>{postCountText(author.post_count)}</Count>
        {author.bio ? <Bio>{author.bio}</Bio> : null}
      </div>
    </Header>
  );
}

/** /blog/author/:slug: the author's name, bio and posts (issue 13). */
export function BlogAuthorPage({ slug }: { slug: string }) {
  const [page, setPage] = usePageParam();
  const { data, error, isLoading, mutate } = useAuthor(slug);
  // Asked for with the author, not after it: one round trip, not two.
  const posts = usePostsByAuthor(slug, page);

  let body;
  if (isLoading && !data) body = <StatusMessage kind="loading" title="Loading posts..." />;
  else if (isNotFound(error)) body = <NotFoundMessage title="We couldn't find that author" />;
  else if (error || !data) {
    body = <StatusMessage kind="error" title={errorText(error)} onRetry={() => void mutate()} />;
  } else {
    body = (
      <>
        <AuthorHead author={data.data} page={page} />
        <AuthorHeader author={data.data} />
        <section aria-label={`Posts by ${data.data.name}`}>
          <PagedPosts result={posts} onPageChange={setPage} wide priorityFirst />
        </section>
      </>
    );
  }

  return <BlogSubpage>{body}</BlogSubpage>;
}
