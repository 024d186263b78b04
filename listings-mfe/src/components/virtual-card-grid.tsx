import { useLayoutEffect, useMemo, useRef, useState } from 'react';
import { measureElement, useWindowVirtualizer, type VirtualItem } from '@tanstack/react-virtual';
import { useLocation } from '@villa/shared/router';
import { useEndNudge, useScrollTopOnNewResults } from '../hooks/use-list-scroll.ts';
import { chunkRows, estimateRowHeight } from '../lib/card-rows.ts';
import { CardList, useCardGridLayout } from './card-grid.tsx';
import { CardCell, PRIORITY_CARDS, type CardListingProps } from './card-cell.tsx';

/** Rows rendered beyond each edge of the window, so a quick scroll doesn't show blank space. */
const OVERSCAN_ROWS = 3;

/** Where a list was scrolled to and how tall its rows were, by history entry, for coming back. */
interface Snapshot {
  offset: number;
  rows: VirtualItem[];
}
const snapshots = new Map<string, Snapshot>();
const MAX_SNAPSHOTS = 20;

function keepSnapshot(key: string, snapshot: Snapshot) {
  snapshots.delete(key);
  snapshots.set(key, snapshot);
  if (snapshots.size > MAX_SNAPSHOTS) snapshots.delete(snapshots.keys().next().value ?? key);
}

/**
 * A long card list that keeps only the rows near the window in the DOM (about a screenful plus
 * OVERSCAN_ROWS each side), however many pages have loaded. Rows not rendered are stood in for by
 * the list's padding, so the page keeps its full height and the scroll bar its place. CardListing
 * loads it at the buyer's first scroll, after hydration: it never renders on the server.
 */
export function VirtualCardGrid<T>(props: CardListingProps<T>) {
  // The browser's first render already has the right column count (no shift after mount).
  const { columns, gap } = useCardGridLayout();
  // Another column count makes other rows: start the virtualizer afresh.
  return <VirtualRows key={columns} {...props} columns={columns} gap={gap} />;
}

function VirtualRows<T>({
  label,
  items,
  getKey,
  renderItem,
  cardBodyHeight,
  listKey,
  complete = false,
  resultsKey,
  columns,
  gap,
}: CardListingProps<T> & { columns: number; gap: number }) {
  const listRef = useRef<HTMLUListElement | null>(null);
  useEndNudge(listRef, complete);
  useScrollTopOnNewResults(resultsKey);
  const { key: historyEntry } = useLocation();
  const snapshotKey = `${historyEntry}:${listKey}:${columns}`;
  const [restored] = useState(() => snapshots.get(snapshotKey));
  const [layout, setLayout] = useState({ width: 0, top: 0 });
  const rows = useMemo(() => chunkRows(items, columns), [items, columns]);
  const estimate = estimateRowHeight({ listWidth: layout.width, columns, gap, bodyHeight: cardBodyHeight });

  const virtualizer = useWindowVirtualizer({
    count: rows.length,
    estimateSize: () => estimate,
    // A row that measures 0 (not laid out) keeps its estimate rather than collapsing the list.
    measureElement: (element, entry, instance) => measureElement(element, entry, instance) || estimate,
    getItemKey: (index) => {
      const first = rows[index]?.[0];
      return first === undefined ? index : getKey(first);
    },
    gap,
    overscan: OVERSCAN_ROWS,
    scrollMargin: layout.top,
    // The window's size from the first render, so that render already fills the screen.
    initialRect:
      typeof window === 'undefined' ? undefined : { width: window.innerWidth, height: window.innerHeight },
    ...(restored ? { initialOffset: restored.offset, initialMeasurementsCache: restored.rows } : {}),
  });

  // The list's width and its distance from the top of the page: before the first paint, when the
  // window is resized and when the items change (what is above the list, such as 'Updating
  // villas...', comes and goes with them).
  const viewportWidth = virtualizer.scrollRect?.width;
  useLayoutEffect(() => {
    const list = listRef.current;
    if (!list) return;
    const width = list.clientWidth;
    const top = Math.round(list.getBoundingClientRect().top + window.scrollY);
    setLayout((current) => (current.width === width && current.top === top ? current : { width, top }));
  }, [items, viewportWidth]);

  // Coming back to this history entry puts the list where it was left (`restored` and `virtualizer`
  // never change: this runs on mount, and saves on unmount under the entry shown last).
  const snapshotKeyRef = useRef(snapshotKey);
  useLayoutEffect(() => {
    snapshotKeyRef.current = snapshotKey;
  });
  useLayoutEffect(() => {
    if (restored) window.scrollTo({ top: restored.offset });
    return () =>
      keepSnapshot(snapshotKeyRef.current, { offset: window.scrollY, rows: virtualizer.takeSnapshot() });
  }, [restored, virtualizer]);

  const virtualRows = virtualizer.getVirtualItems();
  const margin = virtualizer.options.scrollMargin;
  const last = virtualRows.at(-1);
  const paddingTop = virtualRows[0] ? virtualRows[0].start - margin : 0;
  const paddingBottom = last ? Math.max(0, virtualizer.getTotalSize() - (last.end - margin)) : 0;

  return (
    <CardList
      ref={listRef}
      aria-label={label}
      // Inline, not styled: a new value on every scroll would make a new CSS class each time.
      style={{ paddingTop, paddingBottom }}
    >
      {virtualRows.flatMap((row) =>
        (rows[row.index] ?? []).map((item, column) => (
          <li
            key={getKey(item)}
            // Screen readers hear the villa's place in the whole list, not in the rendered rows.
            aria-posinset={row.index * columns + column + 1}
            aria-setsize={items.length}
            data-index={row.index}
            // A row's first card is measured: grid rows are as tall as their tallest card.
            ref={column === 0 ? virtualizer.measureElement : undefined}
          >
            <CardCell
              item={item}
              priority={row.index * columns + column < PRIORITY_CARDS}
              render={renderItem}
            />
          </li>
        )),
      )}
    </CardList>
  );
}
