import styled from '@emotion/styled';
import { StatusMessage } from '@villa/shared/ui/status-message';
import { space, text } from '@villa/shared/ui/tokens';
import { useSearchPosts } from '../api/search-posts.ts';
import { errorText } from '../lib/is-not-found.ts';
import { BlogPagination } from './blog-pagination.tsx';
import { PostGrid } from './post-grid.tsx';

const ResultsHeading = styled.h2({ ...text.h5, marginBottom: space(2) });

/** The posts matching the URL's search term, best match first, paged like the index. */
export default function SearchResults({
  term,
  page,
  onPageChange,
}: {
  term: string;
  page: number;
  onPageChange: (page: number) => void;
}) {
  const { data, error, isLoading, mutate } = useSearchPosts(term, page);
  let body;
  if (isLoading && !data) body = <StatusMessage kind="loading" title="Searching posts..." />;
  else if (error || !data) {
    body = <StatusMessage kind="error" title={errorText(error)} onRetry={() => void mutate()} />;
  } else if (data.data.posts.length === 0) {
    body = (
      <StatusMessage
        kind="empty"
        title={`No posts match “${term}”`}
        hint="Try other words, or clear the search to see every post."
      />
    );
  } else {
    const { posts, pagination } = data.data;
    body = (
      <>
        <PostGrid posts={posts} priorityFirst />
        <BlogPagination page={pagination.page} totalPages={pagination.totalPages} onChange={onPageChange} />
      </>
    );
  }
  return (
    <>
      <ResultsHeading>{`Results for “${term}”`}</ResultsHeading>
      {body}
    </>
  );
}
