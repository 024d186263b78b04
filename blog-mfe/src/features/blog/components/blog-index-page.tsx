import styled from '@emotion/styled';
import { StatusMessage } from '@villa/shared/ui/status-message';
import { space, up } from '@villa/shared/ui/tokens';
import { BLOG_PAGE_SIZE } from '../../../config/blog.ts';
import { usePageParam } from '../../../hooks/use-page-param.ts';
import { usePublishedPosts } from '../api/get-published-posts.ts';
import { errorText } from '../lib/is-not-found.ts';
import { BlogCard } from './blog-card.tsx';
import { BlogPagination } from './blog-pagination.tsx';
import { BlogSidebar } from './blog-sidebar.tsx';
import { PageContainer, PageHeading, SecondaryText } from './page-layout.tsx';
import { PostGrid } from './post-grid.tsx';
import { PostsSkeleton } from './posts-skeleton.tsx';

const FeaturedRow = styled.section({
  display: 'flex',
  flexDirection: 'column',
  gap: space(3),
  marginBottom: space(3),
});

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

function Sidebar({ page }: { page: number }) {
  // Same key as the posts section: SWR shares the one request.
  const { data, isLoading } = usePublishedPosts(page);
  return <BlogSidebar posts={data?.data.posts ?? []} loading={isLoading && !data} />;
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

/** /blog: the featured posts, a page of posts with pagination, and the sidebar. */
export function BlogIndexPage() {
  const [page, setPage] = usePageParam();
  return (
    <PageContainer>
      <Header>
        <PageHeading>Villa buying guides and news</PageHeading>
        <Intro>From shortlisting to possession: what to look for, what it costs and what&apos;s new.</Intro>
      </Header>
      <Columns>
        <PostsColumn aria-label="Posts">
          <PostsSection page={page} onPageChange={setPage} />
        </PostsColumn>
        <Sidebar page={page} />
      </Columns>
    </PageContainer>
  );
}
