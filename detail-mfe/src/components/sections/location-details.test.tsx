import { act, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { NearbyPlaces, NearbyPlacesResponse } from '@villa/shared/contracts/entities';
import { renderWithProviders } from '@villa/shared/testing/render';
import { jsonResponse, notFound } from '@villa/shared/testing/fixtures';
import { requestsTo, stubFetch } from '@villa/shared/testing/stub-fetch';
import { createFakeMapsAdapter } from '@villa/shared/maps/fake-maps-adapter';
import { nearby } from '../../testing/nearby-places.ts';
import { LocationDetails } from './location-details.tsx';

// Google stays out of unit tests: the small map draws on a fake (issue 10).
const maps = vi.hoisted(() => ({
  adapter: null as ReturnType<typeof createFakeMapsAdapter> | null,
  keys: [] as string[],
  mapIds: [] as string[],
}));
vi.mock('@villa/shared/maps/google-maps', () => ({
  DEVELOPMENT_MAP_ID: 'DEMO_MAP_ID',
  createGoogleMapsAdapter: ({ apiKey, mapId }: { apiKey: string; mapId: string }) => {
    maps.keys.push(apiKey);
    maps.mapIds.push(mapId);
    return maps.adapter;
  },
}));

const NEARBY_PATH = '/api/v1/projects/slug/palm-meadows/nearby';

function stubApi({ places = nearby() as NearbyPlaces | Response, key = null as string | null } = {}) {
  return stubFetch((url) => {
    if (url.pathname === NEARBY_PATH) {
      return places instanceof Response
        ? places
        : jsonResponse({ status: 'success', data: places } satisfies NearbyPlacesResponse);
    }
    if (url.pathname === '/api/v1/config') {
      return jsonResponse({
        status: 'success',
        data: { googleMapsApiKey: key, googleMapsMapId: key ? 'villa-map-1' : null, operatorNotes: true },
      });
    }
    return notFound(`Route GET:${url.pathname} not found`);
  });
}

/** `null`: a unit whose project is not known. */
const renderLocation = (projectSlug: string | null = 'palm-meadows') =>
  renderWithProviders(
    <LocationDetails
      locationName="Whitefield"
      cityName="Bengaluru"
      coordinates={[77.75, 12.97]}
      projectSlug={projectSlug ?? undefined}
    />,
  );

/** An IntersectionObserver the test moves: `show(id, true)` puts that element in the top half. */
function stubObserver() {
  const observers: {
    callback: IntersectionObserverCallback;
    options?: IntersectionObserverInit;
    targets: Element[];
  }[] = [];
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      private readonly record;
      constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
        this.record = { callback, options, targets: [] as Element[] };
        observers.push(this.record);
      }
      observe(target: Element) {
        this.record.targets.push(target);
      }
      unobserve() {}
      disconnect() {
        this.record.targets = [];
      }
      takeRecords() {
        return [];
      }
    },
  );
  const show = (id: string, isIntersecting: boolean) => {
    for (const observer of observers) {
      const target = observer.targets.find((element) => element.id === id);
      if (target) {
        act(() =>
          observer.callback(
            [{ isIntersecting, target } as unknown as IntersectionObserverEntry],
            observer as unknown as IntersectionObserver,
          ),
        );
      }
    }
  };
  return { observers, show };
}

describe('LocationDetails', () => {
  it('lists the nearby places in their categories, with straight-line distances and Unknown for a nameless place', async () => {
    const fetchMock = stubApi();
    renderLocation();
    const transit = await screen.findByRole('region', { name: 'Transit' });
    expect(requestsTo(fetchMock, NEARBY_PATH)).toHaveLength(1);
    expect(transit).toHaveAttribute('id', 'transit');
    expect(screen.getByRole('region', { name: 'Essentials' })).toHaveAttribute('id', 'essentials');
    expect(screen.getByRole('region', { name: 'Utility' })).toHaveAttribute('id', 'utility');

    const inTransit = within(transit);
    expect(inTransit.getAllByRole('heading', { level: 4 }).map((heading) => heading.textContent)).toEqual([
      'Bus Stations',
      'Airport',
      'Train Stations', // no metro nearby: no empty heading
    ]);
    const busStop = inTransit.getByText('Unknown').closest('li');
    expect(busStop).toHaveTextContent('0.40 km away (straight line)');
    const station = inTransit.getByText('Whitefield Railway Station').closest('li');
    expect(station).toHaveTextContent('2.35 km away (straight line)');
    expect(inTransit.getByText('Kempegowda International Airport').closest('li')).toHaveTextContent(
      '28.35 km away (straight line)',
    );
    // The links stay (the Get Directions part, a chunk of its own).
    expect(await screen.findByRole('link', { name: 'Open in Google Maps' })).toHaveAttribute(
      'href',
      'https://www.google.com/maps/search/?api=1&query=12.97,77.75',
    );
    // Directions from wherever the reader is, in Google Maps, to the villa's point.
    expect(screen.getByRole('link', { name: 'Get Directions' })).toHaveAttribute(
      'href',
      'https://www.google.com/maps/dir/?api=1&destination=12.97,77.75',
    );
  });

  it('says honestly that the map needs a Google Maps key when the server has none, and loads no Google script', async () => {
    stubApi({ key: null });
    renderLocation();
    expect(await screen.findByRole('note')).toHaveTextContent('The map needs a Google Maps key.');
    expect(screen.getByRole('note')).toHaveTextContent('GOOGLE_MAPS_API_KEY');
    expect(document.querySelector('script[src*="maps.googleapis.com"]')).toBeNull();
  });

  it("with a key, lists Google's nearby places (5 per type at most), keeps ours where Google fails, and maps them", async () => {
    maps.adapter = createFakeMapsAdapter({
      nearbyPlaces: (_center, type) => {
        if (type === 'school') throw new Error('OVER_QUERY_LIMIT');
        if (type !== 'hospital') return [];
        return Array.from({ length: 6 }, (_, n) => ({
          name: n === 0 ? null : `Google Hospital ${n}`,
          location: { lat: 12.97 + (6 - n) / 100, lng: 77.75 },
        }));
      },
    });
    const fetchMock = stubApi({ key: 'test-key' });
    renderLocation();
    const essentials = within(await screen.findByRole('region', { name: 'Essentials' }));
    expect(screen.queryByRole('note')).toBeNull();
    expect(maps.keys.at(-1)).toBe('test-key');
    // The server's map id (GOOGLE_MAPS_MAP_ID), not Google's development one.
    expect(maps.mapIds.at(-1)).toBe('villa-map-1');
    const adapter = maps.adapter;
    // One search per type but the airport (the city's reference point stays ours), 10 km around the project.
    expect(adapter.calls.nearbyPlaces.map((call) => call.type).sort()).toEqual([
      'atm',
      'bus_station',
      'hospital',
      'movie_theater',
      'school',
      'subway_station',
      'supermarket',
      'train_station',
    ]);
    expect(adapter.calls.nearbyPlaces[0]).toMatchObject({
      center: { lat: 12.97, lng: 77.75 },
      radiusMeters: 10_000,
    });
    // The first five Google gives (it was asked for 5), nearest first, in a straight line; a nameless one is Unknown.
    const hospitals = essentials.getAllByText(/^Google Hospital|^Unknown$/).map((item) => item.textContent);
    expect(hospitals).toEqual([
      'Google Hospital 4',
      'Google Hospital 3',
      'Google Hospital 2',
      'Google Hospital 1',
      'Unknown',
    ]);
    expect(essentials.getByText('Google Hospital 4').closest('li')).toHaveTextContent(
      '2.22 km away (straight line)',
    );
    expect(essentials.queryByText('Google Hospital 5')).toBeNull();
    expect(essentials.queryByText('Manipal Hospital Whitefield')).toBeNull();
    // Schools: Google failed, ours stay.
    expect(essentials.getByText('Greenwood International School')).toBeInTheDocument();
    expect(requestsTo(fetchMock, '/api/v1/projects/slug/palm-meadows/nearby')).toHaveLength(1);

    // The small map: the project, then each place in its own colour; the airport (28 km off) is left out.
    await screen.findByRole('region', { name: 'Map of the project and the places nearby' });
    await vi.waitFor(() => expect(adapter.map.markers).toHaveLength(7));
    expect(adapter.map.markers.map((marker) => [marker.kind, marker.title])).toEqual([
      ['project', 'Palm Meadows'],
      ['hospital', 'Google Hospital 4'],
      ['hospital', 'Google Hospital 3'],
      ['hospital', 'Google Hospital 2'],
      ['hospital', 'Google Hospital 1'],
      ['hospital', 'Unknown'],
      ['school', 'Greenwood International School'],
    ]);
    expect(adapter.map.fittedTo).toHaveLength(7);
    act(() => adapter.map.select('google-hospital-4'));
    await vi.waitFor(() =>
      expect(adapter.map.info?.content?.textContent).toBe('Google Hospital 42.22 km away (straight line)'),
    );
  });

  it('with a key, falls back to our places when Google cannot be loaded at all', async () => {
    maps.adapter = createFakeMapsAdapter({ nearbyPlaces: new Error('ApiNotActivatedMapError') });
    stubApi({ key: 'test-key' });
    renderLocation();
    const essentials = within(await screen.findByRole('region', { name: 'Essentials' }));
    expect(essentials.getByText('Manipal Hospital Whitefield')).toBeInTheDocument();
  });

  it('marks the category in the top half of the viewport as current (scroll-spy)', async () => {
    const { observers, show } = stubObserver();
    stubApi();
    renderLocation();
    const transit = await screen.findByRole('region', { name: 'Transit' });
    const essentials = screen.getByRole('region', { name: 'Essentials' });
    const spy = observers.find((observer) => observer.targets.some((target) => target.id === 'transit'));
    expect(spy?.options?.rootMargin).toBe('0px 0px -50% 0px');
    expect(spy?.targets.map((target) => target.id)).toEqual(['transit', 'essentials', 'utility']);
    expect(transit).not.toHaveAttribute('aria-current');

    show('transit', true);
    expect(transit).toHaveAttribute('aria-current', 'true');
    expect(essentials).not.toHaveAttribute('aria-current');

    show('essentials', true);
    show('transit', false);
    expect(essentials).toHaveAttribute('aria-current', 'true');
    expect(transit).not.toHaveAttribute('aria-current');

    // Scrolled on past Essentials, before Utility reaches the top half: Essentials stays marked.
    show('essentials', false);
    expect(essentials).toHaveAttribute('aria-current', 'true');
    show('utility', true);
    expect(screen.getByRole('region', { name: 'Utility' })).toHaveAttribute('aria-current', 'true');
    expect(essentials).not.toHaveAttribute('aria-current');
  });

  it('shows its loading text, then the places', async () => {
    stubApi();
    renderLocation();
    expect(screen.getByText('Loading nearby places...')).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: 'Transit' })).toBeInTheDocument();
    expect(screen.queryByText('Loading nearby places...')).toBeNull();
  });

  it("shows 'Failed to load Location section' with Retry when the places cannot be fetched", async () => {
    stubApi({
      places: jsonResponse({ statusCode: 500, error: 'Internal Server Error', message: 'boom' }, 500),
    });
    renderLocation();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to load Location section');
    expect(within(alert).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Transit' })).toBeNull();
  });

  it('says when there is nothing nearby', async () => {
    const empty = nearby();
    empty.categories = empty.categories.map((category) => ({
      ...category,
      groups: category.groups.map((group) => ({ ...group, places: [] })),
    }));
    stubApi({ places: empty });
    renderLocation();
    expect(await screen.findByText('No nearby places found')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Transit' })).toBeNull();
  });

  it('asks for nothing without a project, and says there is nothing to list', async () => {
    const fetchMock = stubApi();
    renderLocation(null);
    expect(await screen.findByText('No nearby places found')).toBeInTheDocument();
    expect(requestsTo(fetchMock, NEARBY_PATH)).toHaveLength(0);
  });
});
