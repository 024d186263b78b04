import { useEffect, useRef } from 'react';
import { useAtomValue, useStore } from 'jotai';
import { useSearchParams } from '@villa/shared/router';
import {
  appliedFiltersAtom,
  browserStorage,
  FILTER_STORAGE_KEY,
  SAVED_FILTER_PARAM,
} from '../state/filter-store.ts';

/** The filter payload the listing sends, as JSON ('' for none). */
export function useFilterJson(): string {
  return useAtomValue(appliedFiltersAtom).filterJson;
}

const hasStoredFilters = () => {
  try {
    return browserStorage()?.getItem(FILTER_STORAGE_KEY) != null;
  } catch {
    return false;
  }
};

/**
 * Once the page has hydrated (the server rendered the list unfiltered), brings back the filters of
 * a link's filters id or those this browser stored. The code that does it loads only then: a first
 * visit downloads none of it.
 */
export function useRestoreFilters(): void {
  const store = useStore();
  const [params, setParams] = useSearchParams();
  // A saved filter's id (SAVED_FILTER_PARAM), not a payload: the filter is loaded to apply it.
  const linkedId = params.get(SAVED_FILTER_PARAM);
  const restored = useRef(false);

  useEffect(() => {
    const firstRun = !restored.current;
    restored.current = true;
    const urlLacksId =
      !linkedId && (firstRun ? !hasStoredFilters() : !store.get(appliedFiltersAtom).savedFilterId);
    if (urlLacksId) return undefined;
    const controller = new AbortController();
    void import('./restore-filters.ts').then(({ restoreFilters }) =>
      restoreFilters({ store, linkedId, firstRun, setParams }, controller.signal),
    );
    return () => controller.abort();
    // Only a new filters id in the URL (a link, Back) should load filters.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [linkedId]);
}
