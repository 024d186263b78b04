import { Box } from '@villa/shared/mui/core';
import { Pagination } from '@villa/shared/mui/data';

export interface BlogPaginationProps {
  page: number;
  totalPages: number;
  onChange: (page: number) => void;
}

/** Page buttons under a post grid; nothing when everything fits on one page. */
export function BlogPagination({ page, totalPages, onChange }: BlogPaginationProps) {
  if (totalPages <= 1) return null;
  return (
    <Box component="nav" aria-label="Blog pages" sx={{ display: 'flex', justifyContent: 'center', mt: 4 }}>
      <Pagination
        count={totalPages}
        page={Math.min(page, totalPages)}
        onChange={(_event, next) => onChange(next)}
        color="primary"
        shape="rounded"
        siblingCount={1}
        boundaryCount={1}
      />
    </Box>
  );
}
