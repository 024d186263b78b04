import type { BlogListResponse } from '@villa/shared/contracts/entities';
import { StatusMessage } from '@villa/shared/ui/status-message';
import { errorText } from '../lib/is-not-found.ts';
import { BlogPagination } from './blog-pagination.tsx';
import { PostGrid } from './post-grid.tsx';

/** What an SWR hook of a page of posts returns, as far as a list of them needs. */
export interface PostsResult {
  data?: { data: BlogListResponse['data'] };
  error: unknown;
  isLoading: boolean;
  mutate: () => Promise<unknown>;
}

export interface PagedPostsProps {
  result: PostsResult;
  onPageChange: (page: number) => void;
  /** 'Loading posts...', 'Searching posts...'. */
  loadingTitle?: string;
  /** What an empty page says. */
  empty?: { title: string; hint: string };
  /** Three columns from lg: the page has no sidebar. */
  wide?: boolean;
  /** Whether the grid's first card is the page's first (its picture loads at once). */
  priorityFirst?: boolean;
}

const NO_POSTS = { title: 'No posts here yet', hint: 'Browse the rest of the blog in the meantime.' };

/** A page of posts with its states: loading, the error with Retry, empty, or the cards and pagination. */
export function PagedPosts({
  result: { data, error, isLoading, mutate },
  onPageChange,
  loadingTitle = 'Loading posts...',
  empty = NO_POSTS,
  wide = false,
  priorityFirst = false,
}: PagedPostsProps) {
  if (isLoading && !data) return <StatusMessage kind="loading" title={loadingTitle} />;
  if (error || !data) {
    return <StatusMessage kind="error" title={errorText(error)} onRetry={() => void mutate()} />;
  }
  const { posts, pagination } = data.data;
  if (posts.length === 0) return <StatusMessage kind="empty" title={empty.title} hint={empty.hint} />;
  return (
    <>
      <PostGrid posts={posts} wide={wide} priorityFirst={priorityFirst} />
      <BlogPagination page={pagination.page} totalPages={pagination.totalPages} onChange={onPageChange} />
    </>
  );
}
