// Loaded only when there is something to restore: a filters id in the URL or stored filters.
import type { Store } from 'jotai';
import { getSavedFilter } from '../api/saved-filters.ts';
import { filterJsonOf, stateFromPayload } from '../model/filter-state.ts';
import {
  appliedFiltersAtom,
  browserStorage,
  filterSavesInFlightAtom,
  type AppliedFilters,
} from '../state/filter-store.ts';
import { readStoredFilters, storeFilters } from '../state/filter-storage.ts';
import { writeSavedFilterId, type SetParams } from './filters-url.ts';

/**
 * Brings the filters back: those of the filters id in the URL (a shared link), else those stored in
 * this browser. A link that cannot be loaded is ignored (spec 4), and what was stored stays.
 */
export async function restoreFilters(
  {
    store,
    linkedId,
    firstRun,
    setParams,
  }: { store: Store; linkedId: string | null; firstRun: boolean; setParams: SetParams },
  signal: AbortSignal,
): Promise<void> {
  const storage = browserStorage();
  // Stored by this or an older build: applied as the modal would build it, or not at all.
  const restoreStored = () => {
    if (!storage) return;
    const stored = readStoredFilters(storage);
    const filterJson = stored.filterJson ? filterJsonOf(stateFromPayload(JSON.parse(stored.filterJson))) : '';
    const restored: AppliedFilters =
      filterJson === stored.filterJson ? stored : { filterJson, savedFilterId: null };
    store.set(appliedFiltersAtom, restored);
    storeFilters(storage, restored);
    if (restored.savedFilterId && !linkedId) writeSavedFilterId(setParams, restored.savedFilterId);
  };
  const current = store.get(appliedFiltersAtom);
  if (!linkedId) {
    if (firstRun) restoreStored();
    // A plain link to the listing (the header's) while filters apply: the URL names them again.
    else if (current.savedFilterId) writeSavedFilterId(setParams, current.savedFilterId);
    return;
  }
  if (linkedId === current.savedFilterId) return;
  // The buyer's own change is being saved: the id in the URL is an earlier change's (two chips tapped
  // in quick succession), and following it would bring back what they just removed.
  const changing = () => store.get(filterSavesInFlightAtom) > 0 || store.get(appliedFiltersAtom) !== current;
  if (changing()) return;
  try {
    // In the form the modal would build it: what the chips show is what the list asks for.
    const filterJson = filterJsonOf(stateFromPayload(await getSavedFilter(linkedId, signal)));
    if (signal.aborted || changing()) return;
    const linked: AppliedFilters = { filterJson, savedFilterId: linkedId };
    store.set(appliedFiltersAtom, linked);
    storeFilters(storage, linked);
  } catch {
    // Spec 4: a filters id that cannot be loaded is ignored; keep what this browser had.
    if (firstRun) restoreStored();
  }
}
