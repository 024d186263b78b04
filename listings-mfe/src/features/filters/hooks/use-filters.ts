// What changes the filters: loaded with the chips and the modal, never on first load.
import { useCallback, useMemo } from 'react';
import { useAtom, useAtomValue, useStore } from 'jotai';
import type { UnitFilters } from '@villa/shared/contracts/entities';
import { useSearchParams } from '@villa/shared/router';
import { saveFilter } from '../api/saved-filters.ts';
import {
  defaultFilterState,
  filterChips,
  filterJsonOf,
  stateFromPayload,
  type FilterChip,
  type FilterState,
} from '../model/filter-state.ts';
import {
  appliedFiltersAtom,
  filterSavesInFlightAtom,
  browserStorage,
  filterModalOpenAtom,
  NO_FILTERS,
  type AppliedFilters,
} from '../state/filter-store.ts';
import { storeFilters } from '../state/filter-storage.ts';
import { writeSavedFilterId } from './filters-url.ts';

/**
 * Applies filters (null: none): stores them, saves the payload and puts its id in the URL, so the
 * address bar is always a link to this list. A failed save is ignored (spec 4): the filters still
 * apply here.
 */
function useCommit() {
  const store = useStore();
  const [, setParams] = useSearchParams();
  return useCallback(
    (state: FilterState | null) => {
      const filterJson = filterJsonOf(state);
      const storage = browserStorage();
      const next: AppliedFilters = filterJson ? { filterJson, savedFilterId: null } : NO_FILTERS;
      store.set(appliedFiltersAtom, next);
      storeFilters(storage, next);
      if (!filterJson) {
        writeSavedFilterId(setParams, null);
        return;
      }
      // The JSON of buildFilterPayload's result.
      store.set(filterSavesInFlightAtom, (count) => count + 1);
      saveFilter(JSON.parse(filterJson) as UnitFilters)
        .finally(() => store.set(filterSavesInFlightAtom, (count) => count - 1))
        .then((id) => {
          // A later change has its own save on the way.
          if (store.get(appliedFiltersAtom).filterJson !== filterJson) return;
          const saved = { filterJson, savedFilterId: id };
          store.set(appliedFiltersAtom, saved);
          storeFilters(storage, saved);
          writeSavedFilterId(setParams, id);
        })
        .catch(() => {
          // Spec 4: errors while syncing filters are ignored.
        });
    },
    [store, setParams],
  );
}

export interface Filters {
  /** The applied selections, or the defaults when none are applied. */
  state: FilterState;
  chips: FilterChip[];
  apply: (state: FilterState) => void;
  removeChip: (chip: FilterChip) => void;
  reset: () => void;
  modalOpen: boolean;
  setModalOpen: (open: boolean) => void;
}

const stateOf = (filterJson: string) => (filterJson ? stateFromPayload(JSON.parse(filterJson)) : null);

/** The applied filters and what changes them. */
export function useFilters(): Filters {
  const { filterJson } = useAtomValue(appliedFiltersAtom);
  const [modalOpen, setModalOpen] = useAtom(filterModalOpenAtom);
  const commit = useCommit();
  const store = useStore();
  const state = useMemo(() => stateOf(filterJson), [filterJson]);
  return {
    state: state ?? defaultFilterState(),
    chips: state ? filterChips(state) : [],
    apply: commit,
    // From the filters as they are now, not as this render saw them: two chips tapped before the row
    // redraws both go (the second tap would otherwise bring the first chip back).
    removeChip: (chip) => {
      const current = stateOf(store.get(appliedFiltersAtom).filterJson);
      commit(current ? chip.remove(current) : null);
    },
    reset: () => commit(null),
    modalOpen,
    setModalOpen,
  };
}
