import type { Cache } from 'swr';
import { cache as defaultCache, INFINITE_PREFIX, SWRGlobalState } from 'swr/_internal';
import { CACHE_GC_MS } from '@villa/shared/api/swr-config';

/** How often the cache is looked over: a response goes between 5 and 5.5 minutes after its last use. */
export const GC_SWEEP_MS = 30_000;

/**
 * The spec's 5-minute cache garbage collection, which SWR does not have: a cached response that no
 * mounted hook has used for CACHE_GC_MS is dropped, so a long visit (many filters, many villas)
 * does not keep every answer it ever had. A page of a mounted infinite list counts as used: SWR
 * keeps it under its own key, and the list's key holds the very same page objects.
 *
 * Reads SWR's internal state (swr/_internal, pinned with swr); swr-gc.test.ts checks it still
 * says which keys have hooks. Runs in the browser only, from the shell, after the first touch.
 * Returns a stop function.
 */
export function collectUnusedCache(cache: Cache = defaultCache, now: () => number = Date.now): () => void {
  const unusedSince = new Map<string, number>();

  const sweep = () => {
    const state = SWRGlobalState.get(cache);
    if (!state) return;
    const [hooksByKey, , fetching, preloading] = state;
    const mounted = (key: string) => (hooksByKey[key]?.length ?? 0) > 0;
    const livePages = new Set<unknown>();
    for (const key of cache.keys()) {
      if (!key.startsWith(INFINITE_PREFIX) || !mounted(key)) continue;
      const pages: unknown = cache.get(key)?.data;
      if (Array.isArray(pages)) for (const page of pages) livePages.add(page);
    }

    const time = now();
    for (const key of [...cache.keys()]) {
      const data: unknown = cache.get(key)?.data;
      const used =
        mounted(key) || key in fetching || key in preloading || (data !== undefined && livePages.has(data));
      if (used) {
        unusedSince.delete(key);
        continue;
      }
      const since = unusedSince.get(key);
      if (since === undefined) unusedSince.set(key, time);
      else if (time - since >= CACHE_GC_MS) {
        cache.delete(key);
        unusedSince.delete(key);
      }
    }
    // Keys dropped by someone else (a mutate, an unload) are forgotten here too.
    for (const key of unusedSince.keys()) if (cache.get(key) === undefined) unusedSince.delete(key);
  };

  const timer = setInterval(sweep, GC_SWEEP_MS);
  return () => clearInterval(timer);
}
