import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createMapCache } from '@villa/shared/maps/map-cache';
import { createFakeMapsAdapter, type FakeMapsAdapter } from '@villa/shared/maps/fake-maps-adapter';
import type { PlacePrediction } from '@villa/shared/maps/maps-adapter';
import { citiesResponse, jsonResponse, makeProject } from '@villa/shared/testing/fixtures';
import { renderWithProviders } from '@villa/shared/testing/render';
import { stubFetch } from '@villa/shared/testing/stub-fetch';
import { RECENT_SEARCHES_KEY } from '../state/map-store.ts';
import GoogleListingMap from './google-listing-map.tsx';

const palm = makeProject();
const lake = makeProject({
  _id: '6745a1c0a1b2c3d4e5f60202',
  slug: 'lake-view',
  name: 'Lake View Villas',
  cordinates: { type: 'Point', coordinates: [77.6, 13.05] },
});

const prediction = (name: string, description: string, placeId = name): PlacePrediction => ({
  placeId,
  name,
  description,
});

const MANYATA = prediction('Manyata Tech Park', 'Nagavara, Bengaluru, Karnataka, India');
const PUNE = prediction('Manyata Residency', 'Baner, Pune, Maharashtra, India');

function renderMap(
  adapter: FakeMapsAdapter,
  { place = null, route = '/units' }: { place?: { lat: number; lng: number } | null; route?: string } = {},
) {
  stubFetch((url) => {
    if (url.pathname === '/api/v1/locations/cities') return jsonResponse(citiesResponse);
    throw new Error(`unexpected request ${url.href}`);
  });
  // A clock of our own: the cache is fresh however long the test takes.
  const cache = createMapCache({ now: () => 1_000 });
  return renderWithProviders(
    <GoogleListingMap
      apiKey="test-key"
      mapId={null}
      projects={[palm, lake]}
      city="Bengaluru"
      place={place}
      adapter={adapter}
      cache={cache}
    />,
    { route },
  );
}

async function shownMap(adapter: FakeMapsAdapter) {
  await waitFor(() => expect(adapter.map.markers.length).toBeGreaterThan(0));
  return adapter.map;
}

const infoText = (adapter: FakeMapsAdapter) => adapter.map.info?.content?.textContent ?? null;

describe('ListingMap', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => localStorage.clear());

  it('shows a marker per project of the results, at zoom 12, and a marker opens the project’s name', async () => {
    const adapter = createFakeMapsAdapter();
    renderMap(adapter);
    const map = await shownMap(adapter);
    expect(map.markers.map((marker) => [marker.kind, marker.title, marker.position])).toEqual([
      ['project', 'Palm Meadows', { lat: 12.97, lng: 77.75 }],
      ['project', 'Lake View Villas', { lat: 13.05, lng: 77.6 }],
    ]);
    expect(map.zoom).toBe(12);

    act(() => map.select(lake._id));
    await waitFor(() => expect(infoText(adapter)).toContain('Lake View Villas'));
    // No place searched yet: no route to measure.
    expect(infoText(adapter)).toContain('Search a place above to see the road distance.');
    expect(adapter.calls.computeRoute).toHaveLength(0);
  });

  it('suggests places in the city 500 ms after typing, and draws the route to a picked project in KM', async () => {
    const adapter = createFakeMapsAdapter({
      predictPlaces: [MANYATA, PUNE],
      placeDetails: { name: 'Manyata Tech Park', location: { lat: 13.045, lng: 77.62 } },
      computeRoute: {
        distanceMeters: 12_345,
        path: [
          { lat: 13.045, lng: 77.62 },
          { lat: 12.97, lng: 77.75 },
        ],
      },
    });
    const { user } = renderMap(adapter);
    await shownMap(adapter);
    const box = screen.getByRole('combobox', { name: 'Directions from' });
    expect(box).toHaveAttribute('placeholder', 'Type in a place to get directions...');

    await user.type(box, 'M');
    await user.type(box, 'a');
    // Two characters typed: nothing asked of Google until the buyer pauses.
    expect(adapter.calls.predictPlaces).toHaveLength(0);
    const suggestion = await screen.findByRole('option', { name: 'Manyata Tech Park' }, { timeout: 2000 });
    expect(adapter.calls.predictPlaces.map((call) => call.input)).toEqual(['Ma']);
    expect(screen.getByRole('group', { name: 'Suggestions' })).toBeInTheDocument();
    // Outside the city and its state: left out.
    expect(screen.queryByRole('option', { name: 'Manyata Residency' })).toBeNull();

    await user.click(suggestion);
    await waitFor(() =>
      expect(adapter.map.markers.find((marker) => marker.kind === 'search')?.title).toBe('Manyata Tech Park'),
    );
    expect(adapter.map.center).toEqual({ lat: 13.045, lng: 77.62 });

    act(() => adapter.map.select(palm._id));
    await waitFor(() => expect(infoText(adapter)).toContain('12.35 KM'));
    expect(infoText(adapter)).toContain('Palm Meadows');
    expect(adapter.map.route).toHaveLength(2);
    expect(adapter.calls.computeRoute).toEqual([
      { origin: { lat: 13.045, lng: 77.62 }, destination: { lat: 12.97, lng: 77.75 } },
    ]);
  });

  it("starts routes from the picker's searched place until another is chosen", async () => {
    const adapter = createFakeMapsAdapter({
      computeRoute: {
        distanceMeters: 4_000,
        path: [
          { lat: 12.96, lng: 77.7 },
          { lat: 12.97, lng: 77.75 },
        ],
      },
    });
    renderMap(adapter, {
      place: { lat: 12.96, lng: 77.7 },
      route: '/units?city=Bengaluru&search=Whitefield',
    });
    const map = await shownMap(adapter);
    expect(map.markers.find((marker) => marker.kind === 'search')).toMatchObject({
      title: 'Whitefield',
      position: { lat: 12.96, lng: 77.7 },
    });
    act(() => map.select(palm._id));
    await waitFor(() => expect(infoText(adapter)).toContain('4.00 KM'));
    expect(adapter.calls.computeRoute[0]?.origin).toEqual({ lat: 12.96, lng: 77.7 });
  });

  it('says when there is no route, and when the route could not be fetched', async () => {
    const adapter = createFakeMapsAdapter({
      predictPlaces: [MANYATA],
      placeDetails: { name: 'Manyata Tech Park', location: { lat: 13.045, lng: 77.62 } },
      computeRoute: { distanceMeters: null, path: [] },
    });
    const { user } = renderMap(adapter);
    await shownMap(adapter);
    await user.type(screen.getByRole('combobox', { name: 'Directions from' }), 'Manyata');
    await user.click(await screen.findByRole('option', { name: 'Manyata Tech Park' }, { timeout: 2000 }));
    await waitFor(() => expect(adapter.map.markers.some((marker) => marker.kind === 'search')).toBe(true));

    act(() => adapter.map.select(palm._id));
    await waitFor(() => expect(infoText(adapter)).toContain('Distance not available'));
    expect(adapter.map.route).toEqual([]);

    adapter.replies.computeRoute = new Error('403');
    act(() => adapter.map.select(lake._id));
    await waitFor(() => expect(infoText(adapter)).toContain('Error fetching route'));
    expect(infoText(adapter)).toContain('Lake View Villas');
  });

  it('keeps the latest 3 searches, each once, and remembers them for the next visit', async () => {
    const places = [
      'Indiranagar Metro',
      'Koramangala Club',
      'Hebbal Lake',
      'Indiranagar Metro',
      'Ulsoor Lake',
    ];
    const adapter = createFakeMapsAdapter({
      predictPlaces: (input) => [prediction(input, 'Bengaluru, Karnataka, India')],
      placeDetails: (placeId) => ({
        name: placeId,
        location: { lat: 12.9, lng: 77.6 + places.indexOf(placeId) / 100 },
      }),
    });
    const { user, unmount } = renderMap(adapter);
    await shownMap(adapter);
    const box = screen.getByRole('combobox', { name: 'Directions from' });
    await user.click(box);
    const recentGroup = () => screen.getByRole('group', { name: 'Recent Searches' });
    expect(within(recentGroup()).getByRole('option', { name: 'No recent searches' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );

    for (const place of places) {
      await user.clear(box);
      await user.type(box, place);
      await user.click(await screen.findByRole('option', { name: place }, { timeout: 2000 }));
      await waitFor(() => expect(box).toHaveValue(place));
    }
    await user.clear(box);
    await user.click(box);
    const recent = () =>
      within(recentGroup())
        .getAllByRole('option')
        .map((option) => option.textContent);
    await waitFor(() => expect(recent()).toEqual(['Ulsoor Lake', 'Indiranagar Metro', 'Hebbal Lake']));
    unmount();

    renderMap(createFakeMapsAdapter());
    await user.click(screen.getByRole('combobox', { name: 'Directions from' }));
    expect(recent()).toEqual(['Ulsoor Lake', 'Indiranagar Metro', 'Hebbal Lake']);
    expect(JSON.parse(localStorage.getItem(RECENT_SEARCHES_KEY) ?? '[]')).toHaveLength(3);
  });

  it('offers the buyer’s own position, marked as home', async () => {
    const adapter = createFakeMapsAdapter();
    Object.defineProperty(navigator, 'geolocation', {
      configurable: true,
      value: {
        getCurrentPosition: (done: PositionCallback) =>
          done({ coords: { latitude: 12.93, longitude: 77.62 } } as GeolocationPosition),
      },
    });
    const { user } = renderMap(adapter);
    await shownMap(adapter);
    await user.click(screen.getByRole('combobox', { name: 'Directions from' }));
    await user.click(screen.getByRole('option', { name: 'Your Location' }));
    await waitFor(() =>
      expect(adapter.map.markers.find((marker) => marker.kind === 'home')?.position).toEqual({
        lat: 12.93,
        lng: 77.62,
      }),
    );
  });

  it('offers Retry when the map cannot load', async () => {
    const adapter = createFakeMapsAdapter({ createMap: new Error('blocked') });
    const { user } = renderMap(adapter);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The map could not load. Check your connection and try again.',
    );
    adapter.replies.createMap = null;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await shownMap(adapter);
  });
});
