import { useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { firstTouch } from '@villa/shared/lib/first-touch';
import { estimateRowHeight, FIRST_SCREEN_CARDS } from '../lib/card-rows.ts';
import { CardList, useCardGridLayout } from './card-grid.tsx';
import { CardCell, PRIORITY_CARDS, type CardListingProps } from './card-cell.tsx';

type VirtualGrid = <T>(props: CardListingProps<T>) => ReactNode;

/** The virtualised grid, once its code has loaded: kept for the page's life (and a return to it). */
let loadedGrid: VirtualGrid | null = null;

function useVirtualGrid(): VirtualGrid | null {
  const [grid, setGrid] = useState<VirtualGrid | null>(() => loadedGrid);
  useEffect(() => {
    if (grid) return;
    let live = true;
    // The first touch, scroll, key or pointer move: the buyer is about to go down the list.
    void firstTouch()
      .then(() => import('./virtual-card-grid.tsx'))
      .then(({ VirtualCardGrid }) => {
        loadedGrid = VirtualCardGrid as VirtualGrid;
        if (live) setGrid(() => loadedGrid);
      });
    return () => {
      live = false;
    };
  }, [grid]);
  return grid;
}

/**
 * The listing's cards. The first screen is the cards the server rendered, laid out by CSS; the
 * virtualised grid (VirtualCardGrid, which keeps a few rows in the DOM however far the list goes)
 * takes over at the buyer's first touch (lib/first-touch.ts), so its code (10 KB gzip) is no part
 * of the page's first load. Until then the list reserves the height of the cards it does not show
 * yet, so the page is as tall as the whole list and the end of it (the next page) stays far away.
 */
export function CardListing<T>(props: CardListingProps<T>) {
  const Grid = useVirtualGrid();
  if (Grid) return <Grid {...props} />;
  return <FirstCards {...props} />;
}

function FirstCards<T>({ label, items, getKey, renderItem, cardBodyHeight }: CardListingProps<T>) {
  const listRef = useRef<HTMLUListElement>(null);
  const { columns, gap } = useCardGridLayout();
  // Null until measured: the server and hydration know no widths, and reserve nothing.
  const [listWidth, setListWidth] = useState<number | null>(null);
  useLayoutEffect(() => {
    const list = listRef.current;
    if (!list) return;
    const measure = () => setListWidth(list.clientWidth);
    measure();
    window.addEventListener('resize', measure);
    return () => window.removeEventListener('resize', measure);
  }, []);

  const shown = items.slice(0, FIRST_SCREEN_CARDS);
  const hiddenRows = Math.ceil(items.length / columns) - Math.ceil(shown.length / columns);
  const paddingBottom =
    listWidth === null || hiddenRows <= 0
      ? 0
      : hiddenRows * (estimateRowHeight({ listWidth, columns, gap, bodyHeight: cardBodyHeight }) + gap);

  return (
    <CardList ref={listRef} aria-label={label} style={{ paddingBottom }}>
      {shown.map((item, index) => (
        // Screen readers hear each villa's place in the whole list.
        <li key={getKey(item)} aria-posinset={index + 1} aria-setsize={items.length}>
          <CardCell item={item} priority={index < PRIORITY_CARDS} render={renderItem} />
        </li>
      ))}
    </CardList>
  );
}
