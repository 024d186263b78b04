import styled from '@emotion/styled';
import type { BlogListResponse } from '@villa/shared/contracts/entities';
import { StatusMessage } from '@villa/shared/ui/status-message';
import { space, up } from '@villa/shared/ui/tokens';
import { errorText, isNotFound } from '../lib/is-not-found.ts';
import { BackToBlogLink } from './back-to-blog-link.tsx';
import { BlogPagination } from './blog-pagination.tsx';
import { NotFoundMessage } from './not-found-message.tsx';
import { BackLinkRow, PageContainer, PageHeading } from './page-layout.tsx';
import { PostGrid } from './post-grid.tsx';

export interface TaxonomyPostsPageProps {
  /** 'Posts tagged “Gated communities”', or the category's name. */
  heading: string;
  /** 'We couldn't find that tag' / '… category'. */
  notFoundTitle: string;
  result: { data?: BlogListResponse; error: unknown; isLoading: boolean; mutate: () => Promise<unknown> };
  onPageChange: (page: number) => void;
}

const Heading = styled(PageHeading)({ marginBottom: space(3), [up('md')]: { marginBottom: space(4) } });

/** The posts of one tag or category: heading, card grid and pagination (spec 2.1). */
export function TaxonomyPostsPage({ heading, notFoundTitle, result, onPageChange }: TaxonomyPostsPageProps) {
  const { data, error, isLoading, mutate } = result;

  let body;
  if (isLoading && !data) body = <StatusMessage kind="loading" title="Loading posts..." />;
  else if (isNotFound(error)) body = <NotFoundMessage title={notFoundTitle} />;
  else if (error || !data) {
    body = <StatusMessage kind="error" title={errorText(error)} onRetry={() => void mutate()} />;
  } else {
    const { posts, pagination } = data.data;
    body = (
      <>
        <Heading>{heading}</Heading>
        {posts.length === 0 ? (
          <StatusMessage
            kind="empty"
            title="No posts here yet"
            hint="Browse the rest of the blog in the meantime."
          />
        ) : (
          <PostGrid posts={posts} wide />
        )}
        <BlogPagination page={pagination.page} totalPages={pagination.totalPages} onChange={onPageChange} />
      </>
    );
  }

  return (
    <PageContainer>
      <BackLinkRow>
        <BackToBlogLink />
      </BackLinkRow>
      {body}
    </PageContainer>
  );
}
