import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Revalidator, SWRConfiguration } from 'swr';
import { ApiError } from './client.ts';
import { listingSwrConfig, retryDelay, swrConfig } from './swr-config.ts';

type OnErrorRetryParams = Parameters<NonNullable<SWRConfiguration['onErrorRetry']>>;

afterEach(() => vi.useRealTimers());

function retry(error: unknown, retryCount: number) {
  vi.useFakeTimers();
  const revalidate = vi.fn<Revalidator>();
  const config = { ...swrConfig } as OnErrorRetryParams[2];
  swrConfig.onErrorRetry?.(error, 'key', config, revalidate, { retryCount, dedupe: true });
  return revalidate;
}

describe('retryDelay', () => {
  it('starts at 1 s and doubles up to a 30 s cap', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 10].map(retryDelay)).toEqual([
      1_000, 2_000, 4_000, 8_000, 16_000, 30_000, 30_000, 30_000,
    ]);
  });
});

describe('swrConfig', () => {
  it('keeps data fresh for 5 s and retries 3 times', () => {
    expect(swrConfig).toMatchObject({ dedupingInterval: 5_000, errorRetryCount: 3 });
    expect(swrConfig.fetcher).toBeUndefined();
  });

  it('retries a server or network failure after the back-off delay', () => {
    const revalidate = retry(new ApiError('Failed to fetch units', 503), 2);
    vi.advanceTimersByTime(1_999);
    expect(revalidate).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(revalidate).toHaveBeenCalledWith({ retryCount: 2 });
  });

  it('does not retry a 4xx', () => {
    const revalidate = retry(new ApiError('Unit slug is required', 404), 1);
    vi.runAllTimers();
    expect(revalidate).not.toHaveBeenCalled();
  });

  it('stops after the third retry', () => {
    const revalidate = retry(new ApiError('Failed to fetch units', 0), 4);
    vi.runAllTimers();
    expect(revalidate).not.toHaveBeenCalled();
  });
});

describe('listingSwrConfig', () => {
  it('keeps the listing fresh for 20 s without refetching on focus', () => {
    expect(listingSwrConfig).toEqual({ dedupingInterval: 20_000, revalidateOnFocus: false });
  });
});
