import type { ReactNode } from 'react';
import { Box, type SxProps, type Theme } from '@villa/shared/mui/core';
import { TWO_COLUMNS_FROM } from '../lib/card-rows.ts';

/** Space between cards, in theme spacing units: 16 px on phones, 24 px from the md breakpoint. */
export const CARD_GAP = { xs: 2, md: 3 } as const;

/** Cards in one column on mobile and two from the spec's desktop width (768 px). */
export const cardGridSx: SxProps<Theme> = {
  listStyle: 'none',
  m: 0,
  p: 0,
  display: 'grid',
  gap: CARD_GAP,
  gridTemplateColumns: '1fr',
  [`@media (min-width: ${TWO_COLUMNS_FROM}px)`]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
  '& > li': { minWidth: 0 },
};

/** A short list of cards, all rendered (the wishlist); long listings use VirtualCardGrid. */
export function CardGrid({ children, label }: { children: ReactNode; label: string }) {
  return (
    <Box component="ul" aria-label={label} sx={cardGridSx}>
      {children}
    </Box>
  );
}
