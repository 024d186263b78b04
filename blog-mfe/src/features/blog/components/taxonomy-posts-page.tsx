import styled from '@emotion/styled';
import { space, up } from '@villa/shared/ui/tokens';
import { isNotFound } from '../lib/is-not-found.ts';
import { BlogSubpage } from './back-to-blog-link.tsx';
import { NotFoundMessage } from './not-found-message.tsx';
import { PageHeading } from './page-layout.tsx';
import { PagedPosts, type PostsResult } from './paged-posts.tsx';

export interface TaxonomyPostsPageProps {
  /** 'Posts tagged “Gated communities”', or the category's name. */
  heading: string;
  /** 'We couldn't find that tag' / '… category'. */
  notFoundTitle: string;
  result: PostsResult;
  onPageChange: (page: number) => void;
}

const Heading = styled(PageHeading)({ marginBottom: space(3), [up('md')]: { marginBottom: space(4) } });

/** The posts of one tag or category: heading, card grid and pagination (spec 2.1). */
export function TaxonomyPostsPage({ heading, notFoundTitle, result, onPageChange }: TaxonomyPostsPageProps) {
  // The heading names what is listed: it shows with the posts, not over a loading, missing or failed list.
  const body = isNotFound(result.error) ? (
    <NotFoundMessage title={notFoundTitle} />
  ) : (
    <>
      {result.data && !result.error ? <Heading>{heading}</Heading> : null}
      <PagedPosts result={result} onPageChange={onPageChange} wide />
    </>
  );

  return <BlogSubpage>{body}</BlogSubpage>;
}
