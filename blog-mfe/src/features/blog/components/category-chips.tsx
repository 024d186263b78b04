import styled from '@emotion/styled';
import type { BlogPostSummary } from '@villa/shared/contracts/entities';
import { paths } from '@villa/shared/lib/paths';
import { ChipLink, ChipRow } from './chip-link.tsx';

export interface CategoryChipsProps {
  categories: BlogPostSummary['categories'];
  /** Cards show at most two (spec 9); the post page shows them all. */
  max?: number;
}

// Above the card's stretched title link, so the chip is its own link.
const CategoryChip = styled(ChipLink)({ position: 'relative', zIndex: 1 });

/** A post's categories, each a chip in the category's colour linking to its page. */
export function CategoryChips({ categories, max }: CategoryChipsProps) {
  const shown = max === undefined ? categories : categories.slice(0, max);
  if (shown.length === 0) return null;
  return (
    <ChipRow gap={6}>
      {shown.map((category) => (
        <CategoryChip
          key={category._id}
          to={paths.blogCategory(category.slug)}
          color={category.color}
          size="small"
        >
          {category.name}
        </CategoryChip>
      ))}
    </ChipRow>
  );
}
