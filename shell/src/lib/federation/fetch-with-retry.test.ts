import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchWithRetry } from './fetch-with-retry.ts';

const ok = () => new Response('{}', { status: 200 });

/** A server that never answers: the request ends only when its signal aborts, as fetch does. */
const hang: typeof fetch = (_url, init) =>
  new Promise((_resolve, reject) => {
    init?.signal?.addEventListener('abort', () => reject(init.signal?.reason));
  });

/** Whether a promise has settled by now. */
async function settled(promise: Promise<unknown>): Promise<boolean> {
  let done = false;
  promise.then(
    () => (done = true),
    () => (done = true),
  );
  await Promise.resolve();
  return done;
}

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

  it('gives up on a manifest that never answers after 10 s, without asking again', async () => {
    vi.useFakeTimers();
    const fetcher = vi.fn(hang);
    const result = fetchWithRetry('/mfe/blog/mf-manifest.json', {}, 2, fetcher);
    const assertion = expect(result).rejects.toThrow('/mfe/blog/mf-manifest.json did not answer within 10 s');
    await vi.advanceTimersByTimeAsync(9_900);
    expect(await settled(result)).toBe(false);
    await vi.advanceTimersByTimeAsync(100);
    await assertion;
    expect(fetcher).toHaveBeenCalledTimes(1);
  });

  it('counts the 10 s across retries', async () => {
    vi.useFakeTimers();
    const fetcher = vi.fn(hang).mockRejectedValueOnce(new TypeError('Failed to fetch'));
    const result = fetchWithRetry('/m.json', {}, 2, fetcher);
    const assertion = expect(result).rejects.toThrow('/m.json did not answer within 10 s');
    await vi.advanceTimersByTimeAsync(10_000);
    await assertion;
    // The first attempt failed at once, the second (after 400 ms) hung until the limit.
    expect(fetcher).toHaveBeenCalledTimes(2);
  });
});
