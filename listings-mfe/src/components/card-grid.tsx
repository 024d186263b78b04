import type { ReactNode } from 'react';
import styled from '@emotion/styled';
import { breakpoints, up } from '@villa/shared/ui/tokens';
import { useMediaQuery } from '../hooks/use-media-query.ts';
import { TWO_COLUMNS_FROM } from '../lib/card-rows.ts';

/** Space between cards, in px: 16 on phones, 24 from the md breakpoint. */
export const CARD_GAP = { xs: 16, md: 24 } as const;

/**
 * The grid's column count and gap in px, as its CSS lays it out at the window's width (for code that
 * positions rows itself). The browser's first render already has them; the server's are a phone's.
 */
export function useCardGridLayout(): { columns: number; gap: number } {
  const columns = useMediaQuery(`(min-width: ${TWO_COLUMNS_FROM}px)`) ? 2 : 1;
  const gap = useMediaQuery(`(min-width: ${breakpoints.md}px)`) ? CARD_GAP.md : CARD_GAP.xs;
  return { columns, gap };
}

/** Cards in one column on mobile and two from the spec's desktop width (768 px). */
const cardGridStyles = {
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: CARD_GAP.xs,
  gridTemplateColumns: '1fr',
  [up('md')]: { gap: CARD_GAP.md },
  [`@media (min-width: ${TWO_COLUMNS_FROM}px)`]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
  '& > li': { minWidth: 0 },
} as const;

/** The card grid as a list (name it with aria-label). */
export const CardList = styled.ul(cardGridStyles);

/** The card grid's layout on a plain element (the skeletons standing in for a list). */
export const CardGridLayout = styled.div(cardGridStyles);

/** A short list of cards, all rendered (the wishlist); long listings use VirtualCardGrid. */
export function CardGrid({ children, label }: { children: ReactNode; label: string }) {
  return <CardList aria-label={label}>{children}</CardList>;
}
