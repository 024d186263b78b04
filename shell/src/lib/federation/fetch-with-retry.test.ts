import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchWithRetry } from './fetch-with-retry.ts';

const ok = () => new Response('{}', { status: 200 });

describe('fetchWithRetry', () => {
  afterEach(() => vi.useRealTimers());

  it('asks again after a network error and returns the later answer', async () => {
    vi.useFakeTimers();
    const fetcher = vi
      .fn<typeof fetch>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce(ok());
    const result = fetchWithRetry('/mfe/listings/mf-manifest.json', {}, 2, fetcher);
    await vi.runAllTimersAsync();
    expect((await result).status).toBe(200);
    expect(fetcher).toHaveBeenCalledTimes(2);
  });

  it('gives up after the last retry of a 503', async () => {
    vi.useFakeTimers();
    const fetcher = vi.fn<typeof fetch>().mockResolvedValue(new Response('', { status: 503 }));
    const result = fetchWithRetry('/m.json', {}, 2, fetcher);
    const assertion = expect(result).rejects.toThrow('/m.json answered 503');
    await vi.runAllTimersAsync();
    await assertion;
    expect(fetcher).toHaveBeenCalledTimes(3);
  });

  it('does not retry a 404', async () => {
    const fetcher = vi.fn<typeof fetch>().mockResolvedValue(new Response('', { status: 404 }));
    await expect(fetchWithRetry('/m.json', {}, 2, fetcher)).rejects.toThrow('answered 404');
    expect(fetcher).toHaveBeenCalledTimes(1);
  });
});
