import type { useSearchParams } from '@villa/shared/router';
import { SAVED_FILTER_PARAM } from '../state/filter-store.ts';

export type SetParams = ReturnType<typeof useSearchParams>[1];

/** Puts the saved filter's id in the URL, or takes it out, in place. */
export function writeSavedFilterId(setParams: SetParams, id: string | null): void {
  setParams(
    (current) => {
      const next = new URLSearchParams(current);
      if (id) next.set(SAVED_FILTER_PARAM, id);
      else next.delete(SAVED_FILTER_PARAM);
      return next;
    },
    // The id follows the chips; Back should not step through every chip removed.
    { replace: true, preventScrollReset: true },
  );
}
