import { afterEach, describe, expect, it } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { COMPARE_LIMITS } from '@villa/api/contract/compare';
import {
  clearCompared,
  COMPARE_STORAGE_KEY,
  compareState,
  removeCompared,
  toggleCompared,
  useCompareState,
} from './compare.ts';

const villa = (n: number) => ({ slug: `villa-${n}`, name: `Villa ${n}` });
const slugs = () => compareState().villas.map((item) => item.slug);

afterEach(() => {
  clearCompared();
  localStorage.clear();
});

describe('the villas picked to compare', () => {
  it('adds a villa, takes it out on a second toggle, and keeps the list in localStorage', () => {
    toggleCompared(villa(1));
    toggleCompared({ ...villa(2), extra: 'not kept' } as ReturnType<typeof villa>);
    expect(slugs()).toEqual(['villa-1', 'villa-2']);
    expect(JSON.parse(localStorage.getItem(COMPARE_STORAGE_KEY)!)).toEqual([villa(1), villa(2)]);
    toggleCompared(villa(1));
    expect(slugs()).toEqual(['villa-2']);
    removeCompared('villa-2');
    expect(slugs()).toEqual([]);
    expect(localStorage.getItem(COMPARE_STORAGE_KEY)).toBeNull();
  });

  it(`refuses a villa past the ${COMPARE_LIMITS.max}th and says so until the list next changes`, () => {
    for (let n = 1; n <= COMPARE_LIMITS.max + 1; n += 1) toggleCompared(villa(n));
    expect(slugs()).toHaveLength(COMPARE_LIMITS.max);
    expect(slugs()).not.toContain(`villa-${COMPARE_LIMITS.max + 1}`);
    expect(compareState().full).toBe(true);
    removeCompared('villa-1');
    expect(compareState().full).toBe(false);
  });

  it('reads a damaged or foreign value as an empty list, and at most four villas of a long one', () => {
    localStorage.setItem(COMPARE_STORAGE_KEY, '{not json');
    expect(slugs()).toEqual([]);
    localStorage.setItem(COMPARE_STORAGE_KEY, JSON.stringify([{ slug: 1 }, 'x', villa(1)]));
    expect(slugs()).toEqual(['villa-1']);
    localStorage.setItem(COMPARE_STORAGE_KEY, JSON.stringify([1, 2, 3, 4, 5, 6].map(villa)));
    expect(slugs()).toHaveLength(COMPARE_LIMITS.max);
  });

  it('tells every reader of a change, in this tab and from another', () => {
    const { result } = renderHook(() => useCompareState());
    expect(result.current.villas).toEqual([]);
    act(() => toggleCompared(villa(1)));
    expect(result.current.villas).toEqual([villa(1)]);
    act(() => {
      localStorage.setItem(COMPARE_STORAGE_KEY, JSON.stringify([villa(2)]));
      window.dispatchEvent(new StorageEvent('storage', { key: COMPARE_STORAGE_KEY }));
    });
    expect(result.current.villas).toEqual([villa(2)]);
  });

  it('is empty on the server, whatever the browser holds', () => {
    toggleCompared(villa(1));
    function Count() {
      return <span>{useCompareState().villas.length}</span>;
    }
    expect(renderToString(<Count />)).toBe('<span>0</span>');
  });
});
