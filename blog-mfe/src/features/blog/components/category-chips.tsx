import { Chip, Stack } from '@villa/shared/mui/core';
import { Link as RouterLink } from '@villa/shared/router';
import type { BlogPostSummary } from '@villa/shared/contracts/entities';
import { paths } from '@villa/shared/lib/paths';
import { tintedChipSx } from '../../../lib/tint.ts';

export interface CategoryChipsProps {
  categories: BlogPostSummary['categories'];
  /** Cards show at most two (spec 9); the post page shows them all. */
  max?: number;
}

/** A post's categories, each a chip in the category's colour linking to its page. */
export function CategoryChips({ categories, max }: CategoryChipsProps) {
  const shown = max === undefined ? categories : categories.slice(0, max);
  if (shown.length === 0) return null;
  return (
    <Stack direction="row" spacing={0.75} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {shown.map((category) => (
        <Chip
          key={category._id}
          component={RouterLink}
          to={paths.blogCategory(category.slug)}
          clickable
          size="small"
          label={category.name}
          // Above the card's stretched title link, so the chip is its own link.
          sx={{ position: 'relative', zIndex: 1, ...tintedChipSx(category.color) }}
        />
      ))}
    </Stack>
  );
}
