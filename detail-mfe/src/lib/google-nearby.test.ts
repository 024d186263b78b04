import { describe, expect, it } from 'vitest';
import type { NearbyPlaces } from '@villa/shared/contracts/entities';
import { createFakeMapsAdapter } from '@villa/shared/maps/fake-maps-adapter';
import { createMapCache, MAP_CACHE_LIFETIME_MS } from '@villa/shared/maps/map-cache';
import { nearbyFromGoogle, straightLineKm } from './google-nearby.ts';

const ours: NearbyPlaces = {
  project: {
    _id: '6745a1c0a1b2c3d4e5f60201',
    slug: 'palm-meadows',
    name: 'Palm Meadows',
    location: { lat: 12.97, lng: 77.75 },
  },
  distance_measure: 'straight_line',
  radius_km: 10,
  categories: [
    {
      name: 'Essentials',
      groups: [{ type: 'atm', label: 'ATMs', places: [] }],
    },
  ],
};

describe('straightLineKm', () => {
  it('measures as the crow flies, to the metre', () => {
    // Bengaluru's Majestic to Kempegowda airport: 28.7 km in a straight line (about 35 by road).
    expect(straightLineKm({ lat: 12.9767, lng: 77.5713 }, { lat: 13.1989, lng: 77.7068 })).toBeCloseTo(
      28.74,
      1,
    );
    expect(straightLineKm({ lat: 12.97, lng: 77.75 }, { lat: 12.97, lng: 77.75 })).toBe(0);
  });
});

describe('nearbyFromGoogle', () => {
  it('asks Google once per type and place for a day, then again', async () => {
    const adapter = createFakeMapsAdapter({
      nearbyPlaces: [{ name: 'SBI ATM', location: { lat: 12.98, lng: 77.75 } }],
    });
    let now = 0;
    localStorage.clear();
    const cache = createMapCache({ storage: localStorage, now: () => now });
    const first = await nearbyFromGoogle(ours, adapter, cache);
    expect(first.categories[0]!.groups[0]!.places.map((place) => [place.name, place.distance_km])).toEqual([
      ['SBI ATM', 1.112],
    ]);
    now = MAP_CACHE_LIFETIME_MS;
    await nearbyFromGoogle(ours, adapter, cache);
    expect(adapter.calls.nearbyPlaces).toHaveLength(1);
    now = MAP_CACHE_LIFETIME_MS + 1;
    await nearbyFromGoogle(ours, adapter, cache);
    expect(adapter.calls.nearbyPlaces).toHaveLength(2);
  });
});
