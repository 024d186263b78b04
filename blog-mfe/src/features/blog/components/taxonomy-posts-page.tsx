import { Box, Container, Typography } from '@villa/shared/mui/core';
import type { BlogListResponse } from '@villa/shared/contracts/entities';
import { StatusMessage } from '@villa/shared/ui/status-message';
import { errorText, isNotFound } from '../lib/is-not-found.ts';
import { BackToBlogLink } from './back-to-blog-link.tsx';
import { BlogPagination } from './blog-pagination.tsx';
import { NotFoundMessage } from './not-found-message.tsx';
import { PostGrid } from './post-grid.tsx';

export interface TaxonomyPostsPageProps {
  /** 'Posts tagged “Gated communities”', or the category's name. */
  heading: string;
  /** 'We couldn't find that tag' / '… category'. */
  notFoundTitle: string;
  result: { data?: BlogListResponse; error: unknown; isLoading: boolean; mutate: () => Promise<unknown> };
  onPageChange: (page: number) => void;
}

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
        <Typography
          variant="h4"
          component="h1"
          sx={{ fontSize: { xs: '1.75rem', md: '2.25rem' }, mb: { xs: 3, md: 4 } }}
        >
          {heading}
        </Typography>
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
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <Box sx={{ mb: 2 }}>
        <BackToBlogLink />
      </Box>
      {body}
    </Container>
  );
}
