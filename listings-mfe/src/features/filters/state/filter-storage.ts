// Reading and writing the stored filters: loaded with the code that restores or changes them.
import { FILTER_STORAGE_KEY, NO_FILTERS, type AppliedFilters } from './filter-store.ts';

const isPayloadJson = (value: unknown): value is string => {
  if (typeof value !== 'string' || value === '') return false;
  try {
    const parsed: unknown = JSON.parse(value);
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed);
  } catch {
    return false;
  }
};

/**
 * The stored form, under the names every build has written (browsers hold it): `query`, the payload
 * as JSON, and `filtersId`, the saved filter's id.
 */
interface StoredFilters {
  query: string;
  filtersId: string | null;
}

/** What this browser stored, or NO_FILTERS when nothing (or nothing readable) was. */
export function readStoredFilters(storage: Storage): AppliedFilters {
  try {
    const stored = JSON.parse(storage.getItem(FILTER_STORAGE_KEY) ?? 'null') as Partial<StoredFilters> | null;
    if (!stored || !isPayloadJson(stored.query)) return NO_FILTERS;
    return {
      filterJson: stored.query,
      savedFilterId: typeof stored.filtersId === 'string' ? stored.filtersId : null,
    };
  } catch {
    return NO_FILTERS;
  }
}

export function storeFilters(storage: Storage | null, filters: AppliedFilters): void {
  try {
    const stored: StoredFilters = { query: filters.filterJson, filtersId: filters.savedFilterId };
    if (filters.filterJson) storage?.setItem(FILTER_STORAGE_KEY, JSON.stringify(stored));
    else storage?.removeItem(FILTER_STORAGE_KEY);
  } catch {
    // Private mode or a full quota: the filters still apply, they just won't survive a reload.
  }
}
