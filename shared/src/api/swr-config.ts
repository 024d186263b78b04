import type { SWRConfiguration } from 'swr';
import { ApiError } from '@villa/shared/api/client';

export const RETRY_BASE_DELAY_MS = 1_000;
export const RETRY_MAX_DELAY_MS = 30_000;
export const RETRY_COUNT = 3;

/**
 * A cached response no mounted hook has used for this long is dropped (the spec's 5-minute cache
 * GC). SWR has no such setting: swr-gc.ts does it, started by the shell at the first touch.
 */
export const CACHE_GC_MS = 5 * 60_000;

/** Wait before retry number `attempt` (1-based): 1 s, doubling, capped at 30 s. */
export function retryDelay(attempt: number): number {
  const exponent = Math.max(0, Math.floor(attempt) - 1);
  return Math.min(RETRY_BASE_DELAY_MS * 2 ** exponent, RETRY_MAX_DELAY_MS);
}

/** A 4xx will fail the same way again: don't retry it. */
function isClientError(error: unknown): boolean {
  return error instanceof ApiError && error.status >= 400 && error.status < 500;
}

/** The app-wide SWR settings (each hook passes its own fetcher): fresh 5 s, 3 retries with back-off. */
export const swrConfig: SWRConfiguration = {
  dedupingInterval: 5_000,
  errorRetryCount: RETRY_COUNT,
  onErrorRetry(error, _key, config, revalidate, { retryCount }) {
    if (isClientError(error)) return;
    if (retryCount > (config.errorRetryCount ?? RETRY_COUNT)) return;
    setTimeout(() => void revalidate({ retryCount }), retryDelay(retryCount));
  },
};

/** For the units and projects listing: fresh 20 s, no refetch on window focus. */
export const listingSwrConfig: SWRConfiguration = {
  dedupingInterval: 20_000,
  revalidateOnFocus: false,
};
