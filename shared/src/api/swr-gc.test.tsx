import { render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import useSWR, { SWRConfig, useSWRConfig, type Cache } from 'swr';
import useSWRInfinite from 'swr/infinite';
import { CACHE_GC_MS } from './swr-config.ts';
import { collectUnusedCache, GC_SWEEP_MS } from './swr-gc.ts';

let clock = 0;
let stop: () => void = () => undefined;
let cache: Cache;

beforeEach(() => {
  clock = 0;
  // Only the sweep's interval is faked: SWR's own timers stay real.
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
});
afterEach(() => {
  stop();
  vi.useRealTimers();
});

/** SWR's own (real) timers: the end of the deduping interval. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

/** Lets `ms` pass on the collector's clock, its sweeps included. */
function pass(ms: number) {
  for (let passed = 0; passed < ms; passed += GC_SWEEP_MS) {
    clock += GC_SWEEP_MS;
    vi.advanceTimersByTime(GC_SWEEP_MS);
  }
}

function StartCollector() {
  const { cache: ownCache } = useSWRConfig();
  if (cache !== ownCache) {
    cache = ownCache;
    stop = collectUnusedCache(ownCache, () => clock);
  }
  return null;
}

function Item({ id }: { id: string }) {
  const { data } = useSWR(`/item/${id}`, async (key: string) => `answer for ${key}`);
  return <p>{data ?? 'loading'}</p>;
}

function List() {
  const { data } = useSWRInfinite(
    (index) => `/list?page=${index + 1}`,
    async (key: string) => [`row of ${key}`],
    { initialSize: 2 },
  );
  return <p>{data ? data.flat().join(', ') : 'loading'}</p>;
}

function withFreshCache(children: React.ReactNode) {
  return (
    // SWR forgets a request at the end of its deduping interval: at once here.
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 1 }}>
      <StartCollector />
      {children}
    </SWRConfig>
  );
}

describe('collectUnusedCache', () => {
  it('drops a response 5 minutes after its last hook went, and keeps one still shown', async () => {
    const view = render(
      withFreshCache(
        <>
          <Item id="a" />
          <Item id="b" />
        </>,
      ),
    );
    await screen.findByText('answer for /item/a');
    await screen.findByText('answer for /item/b');
    await settle();

    view.rerender(withFreshCache(<Item id="b" />));
    pass(CACHE_GC_MS - GC_SWEEP_MS);
    expect(cache.get('/item/a')?.data).toBe('answer for /item/a');

    pass(2 * GC_SWEEP_MS);
    expect(cache.get('/item/a')).toBeUndefined();
    expect(cache.get('/item/b')?.data).toBe('answer for /item/b');
    expect(screen.getByText('answer for /item/b')).toBeInTheDocument();
  });

  it('keeps the pages of a list on screen, and drops them once the list has gone for 5 minutes', async () => {
    const view = render(withFreshCache(<List />));
    await screen.findByText('row of /list?page=1, row of /list?page=2');
    const pageKeys = ['/list?page=1', '/list?page=2'];
    await settle();

    pass(2 * CACHE_GC_MS);
    for (const key of pageKeys) expect(cache.get(key)?.data).toEqual([`row of ${key}`]);

    view.rerender(withFreshCache(null));
    pass(CACHE_GC_MS + GC_SWEEP_MS);
    for (const key of pageKeys) expect(cache.get(key)).toBeUndefined();
    expect([...cache.keys()]).toEqual([]);
  });
});
