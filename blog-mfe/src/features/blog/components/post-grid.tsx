import { Box } from '@villa/shared/mui/core';
import type { BlogPostSummary } from '@villa/shared/contracts/entities';
import { BlogCard } from './blog-card.tsx';

/** Blog cards in a grid: one column on phones, two on tablets, three on desktop. */
export function PostGrid({
  posts,
  wide = false,
  priorityFirst = false,
}: {
  posts: BlogPostSummary[];
  wide?: boolean;
  /** Whether the grid's first card is the page's first (its picture loads at once). */
  priorityFirst?: boolean;
}) {
  return (
    <Box
      sx={{
        display: 'grid',
        gap: { xs: 2, md: 3 },
        gridTemplateColumns: {
          xs: '1fr',
          sm: 'repeat(2, 1fr)',
          lg: wide ? 'repeat(3, 1fr)' : 'repeat(2, 1fr)',
        },
      }}
    >
      {posts.map((post, index) => (
        <BlogCard key={post._id} post={post} priority={priorityFirst && index === 0} />
      ))}
    </Box>
  );
}
