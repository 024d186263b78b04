/** The card grid shows two columns from the spec's desktop width (768 px), one below it… */
export const TWO_COLUMNS_FROM = 768;
/** …and three from a wide window, when the list has the page's width (spec 2.2: 1 to 3 columns). */
export const THREE_COLUMNS_FROM = 1200;
/** Next to the map the list has 55% of the width: two columns only from a window this wide (1 to 2). */
export const SPLIT_TWO_COLUMNS_FROM = 1100;

/**
 * Cards of the server-rendered first screen (and of the data sent with it): more than a phone or a
 * 1280 x 800 window shows.
 */
export const FIRST_SCREEN_CARDS = 6;

/** How many cards sit side by side in a window `viewportWidth` px wide, the list alone or beside the map. */
export function columnsFor(viewportWidth: number, besideMap = false): number {
  if (besideMap) return viewportWidth >= SPLIT_TWO_COLUMNS_FROM ? 2 : 1;
  return viewportWidth >= THREE_COLUMNS_FROM ? 3 : viewportWidth >= TWO_COLUMNS_FROM ? 2 : 1;
}

/** The items in rows of `columns`, the last row possibly shorter. */
export function chunkRows<T>(items: readonly T[], columns: number): T[][] {
  const size = Math.max(1, Math.floor(columns));
  const rows: T[][] = [];
  for (let start = 0; start < items.length; start += size) rows.push(items.slice(start, start + size));
  return rows;
}

export interface RowEstimate {
  /** The list's inner width, px. */
  listWidth: number;
  columns: number;
  /** Space between columns, px. */
  gap: number;
  /** Everything on a card below its 16:10 picture (text, padding, borders), px. */
  bodyHeight: number;
}

/**
 * The height of a row of cards before it is measured: a card is as wide as its column, its picture
 * 16:10 of that (inside a 1 px border), plus the card's body. Close enough that scrolling past
 * unmeasured rows doesn't jump; each row is measured once it renders.
 */
export function estimateRowHeight({ listWidth, columns, gap, bodyHeight }: RowEstimate): number {
  const cardWidth = (listWidth - gap * (columns - 1)) / columns;
  return Math.round(Math.max(0, cardWidth - 2) * (10 / 16) + bodyHeight);
}
