import { afterEach, describe, expect, it, vi } from 'vitest';
import { commutes, formatDriveTime, nextWeekdayPeak, straightLineKm } from './commute.ts';
import { createMapCache } from './map-cache.ts';

const villa = { lat: 12.8452, lng: 77.6602 }; // Electronic City
const office = { label: 'Office', lat: 13.0451, lng: 77.6269 }; // Manyata Tech Park
const school = { label: 'School', lat: 12.9085, lng: 77.6817 };

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('nextWeekdayPeak', () => {
  it('is the next Monday-to-Friday 09:00 in India, never now or past', () => {
    // Wednesday 26 Nov 2026, 08:00 IST (02:30 UTC): the same day's 09:00.
    expect(nextWeekdayPeak(new Date('2026-11-26T02:30:00Z')).toISOString()).toBe('2026-11-26T03:30:00.000Z');
    // 09:00 IST exactly, or later: the next day's.
    expect(nextWeekdayPeak(new Date('2026-11-26T03:30:00Z')).toISOString()).toBe('2026-11-27T03:30:00.000Z');
    // Friday evening: Monday's.
    expect(nextWeekdayPeak(new Date('2026-11-27T14:00:00Z')).toISOString()).toBe('2026-11-30T03:30:00.000Z');
    // Saturday 23:30 UTC is Sunday 05:00 in India: Monday's.
    expect(nextWeekdayPeak(new Date('2026-11-28T23:30:00Z')).toISOString()).toBe('2026-11-30T03:30:00.000Z');
  });
});

describe('the commute', () => {
  it('without a key is the straight line, in km, and asks nobody', async () => {
    const fetchSpy = vi.fn();
    vi.stubGlobal('fetch', fetchSpy);
    expect(straightLineKm(villa, office)).toBeCloseTo(22.5, 1);
    const found = await commutes(villa, [office, school], { apiKey: null, cache: createMapCache() });
    expect(found).toEqual([
      { label: 'Office', text: '23 km' },
      { label: 'School', text: '7.4 km' },
    ]);
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it("with a key is Google's drive at the peak hour, asked once in a matrix and kept for a day", async () => {
    const fetchSpy = vi.fn(async (_url: string, init: RequestInit) => {
      const body = JSON.parse(String(init.body)) as { destinations: unknown[] };
      return new Response(
        JSON.stringify(
          body.destinations.map((_, destinationIndex) => ({
            originIndex: 0,
            destinationIndex,
            condition: destinationIndex === 1 ? 'ROUTE_NOT_FOUND' : 'ROUTE_EXISTS',
            duration: '3930s',
            distanceMeters: 31_000,
          })),
        ),
      );
    });
    vi.stubGlobal('fetch', fetchSpy);
    const now = new Date('2026-11-27T14:00:00Z');
    const cache = createMapCache();
    const options = { apiKey: 'key', cache, now };
    expect(await commutes(villa, [office, school], options)).toEqual([
      { label: 'Office', text: '1 h 06 min' },
      { label: 'School', text: '—' },
    ]);
    expect(fetchSpy).toHaveBeenCalledTimes(1);
    const [url, init] = fetchSpy.mock.calls[0]!;
    expect(url).toBe('https://routes.googleapis.com/distanceMatrix/v2:computeRouteMatrix');
    expect(JSON.parse(String(init.body))).toMatchObject({
      travelMode: 'DRIVE',
      routingPreference: 'TRAFFIC_AWARE',
      departureTime: '2026-11-30T03:30:00.000Z',
    });
    // From the cache: no second call, for either place.
    await commutes(villa, [office, school], options);
    expect(fetchSpy).toHaveBeenCalledTimes(1);
  });

  it('writes drive times as minutes, then hours', () => {
    expect(formatDriveTime(29)).toBe('1 min');
    expect(formatDriveTime(35 * 60)).toBe('35 min');
    expect(formatDriveTime(65 * 60)).toBe('1 h 05 min');
  });
});
