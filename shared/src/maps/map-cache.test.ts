import { describe, expect, it, vi } from 'vitest';
import { createMapCache, MAP_CACHE_LIFETIME_MS, type MapCacheStorage } from './map-cache.ts';

const searched = { lat: 12.971_598_7, lng: 77.594_566_3 };
const project = { lat: 13.045_1, lng: 77.626_8 };
const route = { points: [searched, project], distance: 12_345 };
const hospitals = [{ name: 'Aster CMI Hospital', location: { lat: 13.05, lng: 77.59 } }];

/** A cache on the page's localStorage whose clock the test moves. */
function cacheAt(start = 1_700_000_000_000) {
  const clock = { now: start };
  const cache = createMapCache({ storage: localStorage, now: () => clock.now });
  return { cache, clock };
}

const storedKeys = () =>
  Array.from({ length: localStorage.length }, (_, index) => localStorage.key(index) ?? '').sort();

describe('createMapCache', () => {
  it('gives back a fresh route and places, keyed by coordinates to 6 decimals', () => {
    const { cache, clock } = cacheAt();
    cache.setRoute(searched, project, route);
    cache.setPlaces('hospital', project, hospitals);
    clock.now += MAP_CACHE_LIFETIME_MS;

    expect(cache.getRoute(searched, project)).toEqual(route);
    // The 7th decimal does not make a different place.
    expect(cache.getRoute({ lat: 12.971_599_1, lng: 77.594_566_4 }, project)).toEqual(route);
    expect(cache.getPlaces('hospital', project)).toEqual(hospitals);
    expect(storedKeys()).toEqual([
      'map-cache:places:hospital:13.045100,77.626800',
      'map-cache:route:12.971599,77.594566:13.045100,77.626800',
    ]);
  });

  it('misses for another place type, the reverse direction or other coordinates', () => {
    const { cache } = cacheAt();
    cache.setRoute(searched, project, route);
    cache.setPlaces('hospital', project, hospitals);

    expect(cache.getRoute(project, searched)).toBeNull();
    expect(cache.getRoute(searched, { lat: 13.045_11, lng: 77.626_8 })).toBeNull();
    expect(cache.getPlaces('school', project)).toBeNull();
  });

  it('keeps a route without a distance', () => {
    const { cache } = cacheAt();
    cache.setRoute(searched, project, { points: [], distance: null });
    expect(cache.getRoute(searched, project)).toEqual({ points: [], distance: null });
  });

  it('drops an entry read 1 ms after its lifetime', () => {
    const { cache, clock } = cacheAt();
    cache.setRoute(searched, project, route);
    cache.setPlaces('hospital', project, hospitals);
    clock.now += MAP_CACHE_LIFETIME_MS + 1;

    expect(cache.getRoute(searched, project)).toBeNull();
    expect(cache.getPlaces('hospital', project)).toBeNull();
    expect(storedKeys()).toEqual([]);
  });

  it('purges only the expired entries and leaves other keys alone', () => {
    const { cache, clock } = cacheAt();
    localStorage.setItem('authToken', 'secret');
    cache.setRoute(searched, project, route);
    clock.now += MAP_CACHE_LIFETIME_MS;
    cache.setPlaces('hospital', project, hospitals);
    clock.now += 1;

    cache.purgeExpired();

    expect(storedKeys()).toEqual(['authToken', 'map-cache:places:hospital:13.045100,77.626800']);
  });

  it('clears its own entries only', () => {
    const { cache } = cacheAt();
    localStorage.setItem('authToken', 'secret');
    cache.setRoute(searched, project, route);
    cache.setPlaces('hospital', project, hospitals);

    cache.clear();

    expect(storedKeys()).toEqual(['authToken']);
    expect(cache.getRoute(searched, project)).toBeNull();
  });

  it('treats a corrupt entry as a miss and removes it', () => {
    const { cache } = cacheAt();
    const key = 'map-cache:route:12.971599,77.594566:13.045100,77.626800';
    for (const corrupt of ['{not json', '"a string"', '{"points":[]}', '{"timestamp":1,"points":"x"}']) {
      localStorage.setItem(key, corrupt);
      expect(cache.getRoute(searched, project)).toBeNull();
      expect(localStorage.getItem(key)).toBeNull();
    }
  });

  it('carries on without an error when the storage refuses (quota, private mode)', () => {
    const broken: MapCacheStorage = {
      length: 1,
      key: () => 'map-cache:route:x',
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => {
        throw new Error('SecurityError');
      },
    };
    const cache = createMapCache({ storage: broken });

    expect(() => cache.setRoute(searched, project, route)).not.toThrow();
    expect(cache.getRoute(searched, project)).toBeNull();
    expect(() => cache.purgeExpired()).not.toThrow();
    expect(() => cache.clear()).not.toThrow();
  });

  it('uses localStorage by default', () => {
    createMapCache().setRoute(searched, project, route);
    expect(storedKeys()).toEqual(['map-cache:route:12.971599,77.594566:13.045100,77.626800']);
  });

  it('falls back to memory where there is no localStorage (a server render)', () => {
    vi.stubGlobal('localStorage', undefined);
    let cache;
    try {
      cache = createMapCache();
    } finally {
      // Restored at once: the shared afterEach clears localStorage before it unstubs globals.
      vi.unstubAllGlobals();
    }
    cache.setRoute(searched, project, route);

    expect(cache.getRoute(searched, project)).toEqual(route);
    expect(storedKeys()).toEqual([]);
    cache.clear();
    expect(cache.getRoute(searched, project)).toBeNull();
  });
});
