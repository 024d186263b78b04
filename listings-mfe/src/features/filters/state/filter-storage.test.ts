import { describe, expect, it, vi } from 'vitest';
import { FILTER_STORAGE_KEY, NO_FILTERS, type AppliedFilters } from './filter-store.ts';
import { readStoredFilters, storeFilters } from './filter-storage.ts';

const applied: AppliedFilters = {
  filterJson: JSON.stringify({ bhk: '4', exactBhk: true, minPrice: 10_000_000, maxPrice: 35_000_000 }),
  savedFilterId: '6745a1c0a1b2c3d4e5f6aaaa',
};

describe('filter storage', () => {
  it('reads back what it stored, under the filter-storage key and the names browsers already hold', () => {
    storeFilters(localStorage, applied);
    expect(JSON.parse(localStorage.getItem('filter-storage') ?? 'null')).toEqual({
      query: applied.filterJson,
      filtersId: applied.savedFilterId,
    });
    expect(readStoredFilters(localStorage)).toEqual(applied);
  });

  it('reads back filters not saved yet, without an id', () => {
    storeFilters(localStorage, { ...applied, savedFilterId: null });
    expect(readStoredFilters(localStorage)).toEqual({ ...applied, savedFilterId: null });
  });

  it('reads no filters when nothing is stored', () => {
    expect(readStoredFilters(localStorage)).toEqual(NO_FILTERS);
  });

  it('reads no filters from corrupt JSON', () => {
    localStorage.setItem(FILTER_STORAGE_KEY, '{"query": "{\\"bhk\\"');
    expect(readStoredFilters(localStorage)).toEqual(NO_FILTERS);
  });

  it.each([
    ['a JSON array', JSON.stringify({ query: '["4"]', filtersId: null })],
    ['a JSON string', JSON.stringify({ query: '"4"', filtersId: null })],
    ['JSON null', JSON.stringify({ query: 'null', filtersId: null })],
    ['not JSON', JSON.stringify({ query: 'bhk=4', filtersId: null })],
    ['empty', JSON.stringify({ query: '', filtersId: 'abc' })],
    ['an object, not text', JSON.stringify({ query: { bhk: '4' }, filtersId: null })],
    ['missing', JSON.stringify({ filtersId: 'abc' })],
  ])('reads no filters when the stored query is %s', (_name, stored) => {
    localStorage.setItem(FILTER_STORAGE_KEY, stored);
    expect(readStoredFilters(localStorage)).toEqual(NO_FILTERS);
  });

  it('reads no filters when what is stored is not an object', () => {
    localStorage.setItem(FILTER_STORAGE_KEY, '"{}"');
    expect(readStoredFilters(localStorage)).toEqual(NO_FILTERS);
    localStorage.setItem(FILTER_STORAGE_KEY, 'null');
    expect(readStoredFilters(localStorage)).toEqual(NO_FILTERS);
  });

  it('keeps the query but drops an id that is not text', () => {
    localStorage.setItem(FILTER_STORAGE_KEY, JSON.stringify({ query: applied.filterJson, filtersId: 42 }));
    expect(readStoredFilters(localStorage)).toEqual({ ...applied, savedFilterId: null });
  });

  it('removes the key when told to store no filters', () => {
    storeFilters(localStorage, applied);
    storeFilters(localStorage, NO_FILTERS);
    expect(localStorage.getItem(FILTER_STORAGE_KEY)).toBeNull();
    expect(readStoredFilters(localStorage)).toEqual(NO_FILTERS);
  });

  it('does not throw when the storage refuses (private mode, full quota)', () => {
    const refusing: Storage = {
      length: 0,
      clear: () => undefined,
      key: () => null,
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => {
        throw new Error('SecurityError');
      },
    };
    expect(() => storeFilters(refusing, applied)).not.toThrow();
    expect(() => storeFilters(refusing, NO_FILTERS)).not.toThrow();
    expect(readStoredFilters(refusing)).toEqual(NO_FILTERS);
  });

  it("does not throw when the browser's storage is full, and stores nothing", () => {
    const setItem = vi.spyOn(localStorage, 'setItem').mockImplementation(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    });
    try {
      expect(() => storeFilters(localStorage, applied)).not.toThrow();
      expect(setItem).toHaveBeenCalledTimes(1);
    } finally {
      setItem.mockRestore();
    }
    expect(localStorage.getItem(FILTER_STORAGE_KEY)).toBeNull();
  });

  it('does nothing without a storage (server rendering)', () => {
    expect(() => storeFilters(null, applied)).not.toThrow();
    expect(localStorage.getItem(FILTER_STORAGE_KEY)).toBeNull();
  });
});
