// The applied filters (spec 3), as the payload the listing sends: kept in the browser under the
// filter-storage key (filter-storage.ts), so a reload keeps them. The payload is the state's
// canonical form (the model turns one into the other), so this first-load module needs none of the
// model's code. The modal-open flag is an atom of its own and is never stored.
import { atom } from 'jotai';

export const FILTER_STORAGE_KEY = 'filter-storage';
/**
 * The page URL's saved-filter parameter (spec 2.1: "a filters id parameter"): /units?filters=<id>
 * names a saved filter (GET /users/filters/{id}), never a payload; alerts' SMS links carry it too.
 * The API's listing call has a `filters` parameter as well, which carries the payload itself as JSON
 * (getUnits). Both names are public; in the code the one is a `savedFilterId`, the other a
 * `filterJson`.
 */
export { SAVED_FILTER_PARAM } from '@villa/api/contract/alerts';

export interface AppliedFilters {
  /** The filter payload (UnitFilters) as JSON; '' when nothing narrows the list. */
  filterJson: string;
  /** The saved filter the URL names (spec 2.1), once saved or loaded. */
  savedFilterId: string | null;
}

export const NO_FILTERS: AppliedFilters = { filterJson: '', savedFilterId: null };

export const appliedFiltersAtom = atom<AppliedFilters>(NO_FILTERS);
export const filterModalOpenAtom = atom(false);
/**
 * Saves of this tab's changes still on their way. Each ends by putting its id in the URL; until then
 * an id in the URL is an earlier change's, not a link to follow.
 */
export const filterSavesInFlightAtom = atom(0);

export const browserStorage = (): Storage | null =>
  typeof window === 'undefined' ? null : window.localStorage;
