import { memo, type ReactNode } from 'react';

/** Cards whose pictures load at once: what a phone shows above the fold. */
export const PRIORITY_CARDS = 2;

export interface CardListingProps<T> {
  /** The list's accessible name ('Villas'). */
  label: string;
  items: readonly T[];
  getKey: (item: T) => string;
  /** One card; `priority` is set for the first ones, whose pictures load at once. */
  renderItem: (item: T, priority: boolean) => ReactNode;
  /** A card's height below its picture (text, padding, borders), for rows not yet measured. */
  cardBodyHeight: number;
  /** Which list this is ('Bengaluru:units'): its scroll position is kept per history entry. */
  listKey: string;
  /** Every page has arrived: at the end, a scroll up is nudged back down once (spec 2.2). */
  complete?: boolean;
  /** What the list shows (city, filters, place): new results bring a desktop page to the top (spec 2.2). */
  resultsKey?: string;
}

interface CardCellProps<T> {
  item: T;
  priority: boolean;
  render: (item: T, priority: boolean) => ReactNode;
}

// The list re-renders as the window scrolls; a card whose villa hasn't changed is not rendered again.
export const CardCell = memo(function CardCell<T>({ item, priority, render }: CardCellProps<T>) {
  return render(item, priority);
}) as <T>(props: CardCellProps<T>) => ReactNode;
