import styled from '@emotion/styled';
import type { BlogPostSummary } from '@villa/shared/contracts/entities';
import { space, up } from '@villa/shared/ui/tokens';
import { withoutProps } from '@villa/shared/ui/kit';
import { BlogCard } from './blog-card.tsx';

/** One column on phones, two from sm, and three from lg when `wide` (no sidebar beside it). */
export const CardGrid = styled('div', { shouldForwardProp: withoutProps('wide') })<{ wide?: boolean }>(
  ({ wide = false }) => ({
    display: 'grid',
    gap: space(2),
    gridTemplateColumns: '1fr',
    [up('sm')]: { gridTemplateColumns: 'repeat(2, 1fr)' },
    [up('md')]: { gap: space(3) },
    ...(wide ? { [up('lg')]: { gridTemplateColumns: 'repeat(3, 1fr)' } } : {}),
  }),
);

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
    <CardGrid wide={wide}>
      {posts.map((post, index) => (
        <BlogCard key={post._id} post={post} priority={priorityFirst && index === 0} />
      ))}
    </CardGrid>
  );
}
