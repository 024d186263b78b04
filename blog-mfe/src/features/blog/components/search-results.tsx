import styled from '@emotion/styled';
import { space, text } from '@villa/shared/ui/tokens';
import { useSearchPosts } from '../api/search-posts.ts';
import { PagedPosts } from './paged-posts.tsx';

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
  return (
    <>
      <ResultsHeading>{`Results for “${term}”`}</ResultsHeading>
      <PagedPosts
        result={useSearchPosts(term, page)}
        onPageChange={onPageChange}
        loadingTitle="Searching posts..."
        empty={{
          title: `No posts match “${term}”`,
          hint: 'Try other words, or clear the search to see every post.',
        }}
        priorityFirst
      />
    </>
  );
}
