import { createContext, useContext, type ReactNode } from 'react';
import styled from '@emotion/styled';
import { breakpoints, up } from '@villa/shared/ui/tokens';
import { useMediaQuery } from '../hooks/use-media-query.ts';
import {
  columnsFor,
  SPLIT_TWO_COLUMNS_FROM,
  THREE_COLUMNS_FROM,
  TWO_COLUMNS_FROM,
} from '../lib/card-rows.ts';

/** Space between cards, in px: 16 on phones, 24 from the md breakpoint. */
export const CARD_GAP = { xs: 16, md: 24 } as const;

/** Whether the list shares the window with the map (its CSS then has one column until 1,100 px, then two). */
export const BesideMapContext = createContext(false);

/**
 * The grid's column count and gap in px, as its CSS lays it out at the window's width (for code that
 * positions rows itself). The browser's first render already has them; the server's are a phone's.
 */
export function useCardGridLayout(): { columns: number; gap: number } {
  const besideMap = useContext(BesideMapContext);
  // The width the window is at least, among the widths where the column count changes.
  const widest = [THREE_COLUMNS_FROM, SPLIT_TWO_COLUMNS_FROM, TWO_COLUMNS_FROM, 0];
  const matches = [
    useMediaQuery(`(min-width: ${THREE_COLUMNS_FROM}px)`),
    useMediaQuery(`(min-width: ${SPLIT_TWO_COLUMNS_FROM}px)`),
    useMediaQuery(`(min-width: ${TWO_COLUMNS_FROM}px)`),
    true,
  ];
  const columns = columnsFor(widest[matches.indexOf(true)]!, besideMap);
  const gap = useMediaQuery(`(min-width: ${breakpoints.md}px)`) ? CARD_GAP.md : CARD_GAP.xs;
  return { columns, gap };
}

/** Cards in one column on mobile, two from the spec's desktop width (768 px), three from 1,200 px. */
const cardGridStyles = {
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: CARD_GAP.xs,
  gridTemplateColumns: '1fr',
  [up('md')]: { gap: CARD_GAP.md },
  [`@media (min-width: ${TWO_COLUMNS_FROM}px)`]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
  [`@media (min-width: ${THREE_COLUMNS_FROM}px)`]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
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
