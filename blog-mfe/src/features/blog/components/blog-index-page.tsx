import { lazy, Suspense } from 'react';
import styled from '@emotion/styled';
import { StatusMessage } from '@villa/shared/ui/status-message';
import { space, up } from '@villa/shared/ui/tokens';
import { BLOG_PAGE_SIZE } from '../../../config/blog.ts';
import { usePageParam } from '../../../hooks/use-page-param.ts';
import { useFeaturedPosts } from '../api/get-featured-posts.ts';
import { usePublishedPosts } from '../api/get-published-posts.ts';
import { errorText } from '../lib/is-not-found.ts';
import { BlogCard } from './blog-card.tsx';
import { BlogPagination } from './blog-pagination.tsx';
import { BlogSearchBox, useSearchTerm } from './blog-search-box.tsx';
import { BlogSidebar } from './blog-sidebar.tsx';
import { BLOG_INTRO, BLOG_TITLE, IndexHead } from './index-head.tsx';
import { PageContainer, PageHeading, SecondaryText } from './page-layout.tsx';
import { PostGrid } from './post-grid.tsx';
import { PostsSkeleton } from './posts-skeleton.tsx';

// Only a search shows results: their code loads with the first search (or with a ?search= page).
const SearchResults = lazy(() => import('./search-results.tsx'));

const FeaturedRow = styled.section({
  display: 'flex',
  flexDirection: 'column',
  gap: space(3),
  marginBottom: space(3),
});

function PostsSection({ page, onPageChange }: { page: number; onPageChange: (page: number) => void }) {
  const { data, error, isLoading, mutate } = usePublishedPosts(page);
  // The featured row belongs to the first page (the API's featured posts); later pages are the plain grid.
  const firstPage = page === 1;
  const featuredResult = useFeaturedPosts(firstPage);
  // Server-rendered data (SWR fallback) counts as loaded: SWR still reports isLoading while it revalidates.
  const featuredPending = firstPage && featuredResult.isLoading && !featuredResult.data;
  if ((isLoading && !data) || featuredPending) return <PostsSkeleton cards={BLOG_PAGE_SIZE - 1} />;
  if (error || !data) {
    return <StatusMessage kind="error" title={errorText(error)} onRetry={() => void mutate()} />;
  }
  const { posts, pagination } = data.data;
  // A failed featured call leaves the row out: the page's posts are still all there.
  const featured = firstPage ? (featuredResult.data?.data.posts ?? []) : [];
  const featuredIds = new Set(featured.map((post) => post._id));
  const rest = posts.filter((post) => !featuredIds.has(post._id));
  if (posts.length === 0 && featured.length === 0) {
    return (
      <StatusMessage
        kind="empty"
        title="No posts yet"
        hint="Villa buying guides and news will appear here soon."
      />
    );
  }
  return (
    <>
      {featured.length > 0 ? (
        <FeaturedRow aria-label="Featured posts">
          {featured.map((post, index) => (
            <BlogCard key={post._id} post={post} variant="featured" priority={index === 0} />
          ))}
        </FeaturedRow>
      ) : null}
      <PostGrid posts={rest} priorityFirst={featured.length === 0} />
      <BlogPagination page={pagination.page} totalPages={pagination.totalPages} onChange={onPageChange} />
    </>
  );
}

const Header = styled.header({ marginBottom: space(3), [up('md')]: { marginBottom: space(4) } });

const Intro = styled(SecondaryText)({ marginTop: space(1) });

const Columns = styled.div({
  display: 'grid',
  gap: space(4),
  gridTemplateColumns: 'minmax(0, 1fr)',
  alignItems: 'start',
  [up('md')]: { gridTemplateColumns: 'minmax(0, 1fr) 340px' },
});

const PostsColumn = styled.section({ minWidth: 0 });

/**
 * /blog: the search box, then the featured posts and a page of posts with pagination (or, with
 * `?search=`, the results for the term), and the sidebar.
 */
export function BlogIndexPage() {
  const [page, setPage] = usePageParam();
  const term = useSearchTerm();
  return (
    <PageContainer>
      <IndexHead page={page} term={term} />
      <Header>
        <PageHeading>{BLOG_TITLE}</PageHeading>
        <Intro>{BLOG_INTRO}</Intro>
        <BlogSearchBox />
      </Header>
      <Columns>
        <PostsColumn aria-label="Posts">
          {term ? (
            <Suspense fallback={<StatusMessage kind="loading" title="Searching posts..." />}>
              <SearchResults term={term} page={page} onPageChange={setPage} />
            </Suspense>
          ) : (
            <PostsSection page={page} onPageChange={setPage} />
          )}
        </PostsColumn>
        <BlogSidebar />
      </Columns>
    </PageContainer>
  );
}
