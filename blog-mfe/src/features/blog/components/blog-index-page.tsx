import { Box, Container, Stack, Typography } from '@villa/shared/mui/core';
import { StatusMessage } from '@villa/shared/ui/status-message';
import { BLOG_PAGE_SIZE } from '../../../config/blog.ts';
import { usePageParam } from '../../../hooks/use-page-param.ts';
import { usePublishedPosts } from '../api/get-published-posts.ts';
import { errorText } from '../lib/is-not-found.ts';
import { BlogCard } from './blog-card.tsx';
import { BlogPagination } from './blog-pagination.tsx';
import { BlogSidebar } from './blog-sidebar.tsx';
import { PostGrid } from './post-grid.tsx';
import { PostsSkeleton } from './posts-skeleton.tsx';

function PostsSection({ page, onPageChange }: { page: number; onPageChange: (page: number) => void }) {
  const { data, error, isLoading, mutate } = usePublishedPosts(page);
  // Server-rendered data (SWR fallback) counts as loaded: SWR still reports isLoading while it revalidates.
  if (isLoading && !data) return <PostsSkeleton cards={BLOG_PAGE_SIZE - 1} />;
  if (error || !data) {
    return <StatusMessage kind="error" title={errorText(error)} onRetry={() => void mutate()} />;
  }
  const { posts, pagination } = data.data;
  if (posts.length === 0) {
    return (
      <StatusMessage
        kind="empty"
        title="No posts yet"
        hint="Villa buying guides and news will appear here soon."
      />
    );
  }
  // The featured row belongs to the first page; later pages are the plain grid.
  const firstPage = pagination.page === 1;
  const featured = firstPage ? posts.filter((post) => post.is_featured) : [];
  const rest = firstPage ? posts.filter((post) => !post.is_featured) : posts;
  return (
    <>
      {featured.length > 0 ? (
        <Stack component="section" aria-label="Featured posts" spacing={3} sx={{ mb: 3 }}>
          {featured.map((post, index) => (
            <BlogCard key={post._id} post={post} variant="featured" priority={index === 0} />
          ))}
        </Stack>
      ) : null}
      <PostGrid posts={rest} priorityFirst={featured.length === 0} />
      <BlogPagination page={pagination.page} totalPages={pagination.totalPages} onChange={onPageChange} />
    </>
  );
}

function Sidebar({ page }: { page: number }) {
  // Same key as the posts section: SWR shares the one request.
  const { data, isLoading } = usePublishedPosts(page);
  return <BlogSidebar posts={data?.data.posts ?? []} loading={isLoading && !data} />;
}

/** /blog: the featured posts, a page of posts with pagination, and the sidebar. */
export function BlogIndexPage() {
  const [page, setPage] = usePageParam();
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <Box component="header" sx={{ mb: { xs: 3, md: 4 } }}>
        <Typography variant="h4" component="h1" sx={{ fontSize: { xs: '1.75rem', md: '2.25rem' } }}>
          Villa buying guides and news
        </Typography>
        <Typography sx={{ color: 'text.secondary', mt: 1 }}>
          From shortlisting to possession: what to look for, what it costs and what&apos;s new.
        </Typography>
      </Box>
      <Box
        sx={{
          display: 'grid',
          gap: { xs: 4, md: 4 },
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) 340px' },
          alignItems: 'start',
        }}
      >
        <Box component="section" aria-label="Posts" sx={{ minWidth: 0 }}>
          <PostsSection page={page} onPageChange={setPage} />
        </Box>
        <Sidebar page={page} />
      </Box>
    </Container>
  );
}
