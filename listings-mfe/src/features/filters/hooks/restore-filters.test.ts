import { createStore } from 'jotai';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { getSavedFilter } from '../api/saved-filters.ts';
import { filterJsonOf, stateFromPayload } from '../model/filter-state.ts';
import { appliedFiltersAtom, filterSavesInFlightAtom, type AppliedFilters } from '../state/filter-store.ts';
import { restoreFilters } from './restore-filters.ts';

vi.mock('../api/saved-filters.ts', () => ({ getSavedFilter: vi.fn() }));

const LINKED_ID = '6745a1c0a1b2c3d4e5f6bbbb';
const linkedPayload = { bhk: '4', exactBhk: true, minPrice: 10_000_000, maxPrice: 35_000_000 };
// The buyer's own change: 3 BHK, not saved yet.
const ownChange: AppliedFilters = {
  filterJson: filterJsonOf(stateFromPayload({ bhk: '3', exactBhk: true })),
  savedFilterId: null,
};

const restore = (store: ReturnType<typeof createStore>) =>
  restoreFilters(
    { store, linkedId: LINKED_ID, firstRun: false, setParams: vi.fn() },
    new AbortController().signal,
  );

describe('following the filters id in the URL', () => {
  beforeEach(() => {
    vi.mocked(getSavedFilter).mockReset();
    vi.mocked(getSavedFilter).mockResolvedValue(linkedPayload as never);
  });

  it("applies a link's filters", async () => {
    const store = createStore();
    await restore(store);
    expect(store.get(appliedFiltersAtom)).toEqual({
      filterJson: filterJsonOf(stateFromPayload(linkedPayload)),
      savedFilterId: LINKED_ID,
    });
  });

  it("leaves the buyer's change alone while it is being saved: the id is an earlier change's", async () => {
    const store = createStore();
    store.set(appliedFiltersAtom, ownChange);
    store.set(filterSavesInFlightAtom, 1);
    await restore(store);
    expect(store.get(appliedFiltersAtom)).toBe(ownChange);
    expect(getSavedFilter).not.toHaveBeenCalled();
  });

  it('keeps a change the buyer makes while the link loads', async () => {
    const store = createStore();
    let answer: (payload: never) => void = () => undefined;
    vi.mocked(getSavedFilter).mockReturnValue(new Promise((resolve) => (answer = resolve)));
    const restoring = restore(store);
    store.set(appliedFiltersAtom, ownChange);
    answer(linkedPayload as never);
    await restoring;
    expect(store.get(appliedFiltersAtom)).toBe(ownChange);
  });
});
