import { describe, expect, it } from 'vitest';
import { createFakeMapsAdapter } from './fake-maps-adapter.ts';
import { createMapCache, MAP_CACHE_LIFETIME_MS } from './map-cache.ts';
import { findRoute, formatRouteDistance, ROUTE_ERRORS } from './routes.ts';

const searched = { lat: 12.9716, lng: 77.5946 };
const project = { lat: 13.0451, lng: 77.6268 };
const path = [searched, { lat: 13.01, lng: 77.61 }, project];

function setUp(replies: Parameters<typeof createFakeMapsAdapter>[0]) {
  const clock = { now: 1_700_000_000_000 };
  const adapter = createFakeMapsAdapter(replies);
  const cache = createMapCache({ storage: localStorage, now: () => clock.now });
  return { adapter, cache, clock, find: () => findRoute(adapter, cache, searched, project) };
}

describe('formatRouteDistance', () => {
  it('shows kilometres to 2 decimals', () => {
    expect(formatRouteDistance(12_345)).toBe('12.35 KM');
    expect(formatRouteDistance(800)).toBe('0.80 KM');
    expect(formatRouteDistance(0)).toBe('0.00 KM');
  });
});

describe('findRoute', () => {
  it('asks Google once and answers from the cache for a day', async () => {
    const { adapter, clock, find } = setUp({ computeRoute: { distanceMeters: 12_345, path } });

    expect(await find()).toEqual({ path, label: '12.35 KM' });
    clock.now += MAP_CACHE_LIFETIME_MS;
    expect(await find()).toEqual({ path, label: '12.35 KM' });
    expect(adapter.calls.computeRoute).toEqual([{ origin: searched, destination: project }]);

    clock.now += 1;
    await find();
    expect(adapter.calls.computeRoute).toHaveLength(2);
  });

  it('says the distance is not available for a route without points, and keeps that answer', async () => {
    const { adapter, find } = setUp({ computeRoute: { distanceMeters: null, path: [] } });
    expect(await find()).toEqual({ path: [], label: ROUTE_ERRORS.noDistance });
    expect(await find()).toEqual({ path: [], label: 'Distance not available' });
    expect(adapter.calls.computeRoute).toHaveLength(1);
  });

  it('draws no line when Google gave points but no distance', async () => {
    const { find } = setUp({ computeRoute: { distanceMeters: null, path } });
    expect(await find()).toEqual({ path: [], label: 'Distance not available' });
  });

  it('shows the fetch error and asks again next time', async () => {
    const { adapter, find } = setUp({ computeRoute: new Error('Routes API answered 500') });
    expect(await find()).toEqual({ path: [], label: 'Error fetching route' });

    adapter.replies.computeRoute = { distanceMeters: 2_500, path };
    expect(await find()).toEqual({ path, label: '2.50 KM' });
    expect(adapter.calls.computeRoute).toHaveLength(2);
  });
});
