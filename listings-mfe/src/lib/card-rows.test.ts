import { describe, expect, it } from 'vitest';
import { chunkRows, columnsFor, estimateRowHeight } from './card-rows.ts';

describe('chunkRows', () => {
  it('puts the cards in rows of the column count, the last one shorter', () => {
    expect(chunkRows([1, 2, 3, 4, 5], 2)).toEqual([[1, 2], [3, 4], [5]]);
    expect(chunkRows([1, 2, 3], 1)).toEqual([[1], [2], [3]]);
    expect(chunkRows([], 2)).toEqual([]);
  });

  it('never makes rows of fewer than one card', () => {
    expect(chunkRows(['a', 'b'], 0)).toEqual([['a'], ['b']]);
  });
});

describe('columnsFor', () => {
  it('gives one column on phones and two from 768 px', () => {
    expect(columnsFor(390)).toBe(1);
    expect(columnsFor(767)).toBe(1);
    expect(columnsFor(768)).toBe(2);
    expect(columnsFor(1199)).toBe(2);
    expect(columnsFor(1200)).toBe(3);
    expect(columnsFor(1440)).toBe(3);
    // Beside the map the list has 55% of the window: one column, two from 1,100 px, never three.
    expect(columnsFor(1099, true)).toBe(1);
    expect(columnsFor(1100, true)).toBe(2);
    expect(columnsFor(1920, true)).toBe(2);
  });
});

describe('estimateRowHeight', () => {
  it('is the 16:10 picture of a column-wide card plus its body', () => {
    // A 390 px phone: a 358 px card, its picture (356 px inside the border) 222.5 px high.
    expect(estimateRowHeight({ listWidth: 358, columns: 1, gap: 16, bodyHeight: 160 })).toBe(383);
    // A desktop container: two 564 px cards with a 24 px gap.
    expect(estimateRowHeight({ listWidth: 1152, columns: 2, gap: 24, bodyHeight: 160 })).toBe(511);
  });
});
