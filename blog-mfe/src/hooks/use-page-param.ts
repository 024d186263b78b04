import { useCallback } from 'react';
import { useSearchParams } from '@villa/shared/router';

/** The page a query names in `page`: 1 when absent or invalid. */
export function pageFromQuery(params: URLSearchParams): number {
  const raw = Number(params.get('page'));
  return Number.isInteger(raw) && raw >= 1 ? raw : 1;
}

/** The list page in the `page` query parameter (1 when absent or invalid), and a setter keeping other parameters. */
export function usePageParam(): [number, (page: number) => void] {
  const [params, setParams] = useSearchParams();
  const page = pageFromQuery(params);

  const setPage = useCallback(
    (next: number) => {
      setParams((current) => {
        const updated = new URLSearchParams(current);
        if (next <= 1) updated.delete('page');
        else updated.set('page', String(next));
        return updated;
      });
      // A new page starts at its top, not where the pagination buttons were.
      if (typeof window.scrollTo === 'function') window.scrollTo({ top: 0, behavior: 'smooth' });
    },
    [setParams],
  );
  return [page, setPage];
}
