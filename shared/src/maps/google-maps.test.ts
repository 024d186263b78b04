// Only the route call is tested here: it is a plain POST. The rest needs Google's script, which the
// browser tests replace with a fake `google.maps`.
import { describe, expect, it } from 'vitest';
import { stubFetch } from '../testing/stub-fetch.ts';
import { createGoogleMapsAdapter } from './google-maps.ts';

const searched = { lat: 12.9716, lng: 77.5946 };
const project = { lat: 13.0451, lng: 77.6268 };
const adapter = createGoogleMapsAdapter({ apiKey: 'test-key', mapId: 'test-map' });

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

describe('computeRoute', () => {
  it('POSTs a driving route request to the Routes API and decodes the line', async () => {
    const fetchMock = stubFetch(() =>
      json({
        routes: [{ distanceMeters: 12_345, polyline: { encodedPolyline: '_p~iF~ps|U_ulLnnqC_mqNvxq`@' } }],
      }),
    );

    const route = await adapter.computeRoute(searched, project);

    expect(route).toEqual({
      distanceMeters: 12_345,
      path: [
        { lat: 38.5, lng: -120.2 },
        { lat: 40.7, lng: -120.95 },
        { lat: 43.252, lng: -126.453 },
      ],
    });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(String(url)).toBe('https://routes.googleapis.com/directions/v2:computeRoutes');
    expect(init?.method).toBe('POST');
    const headers = new Headers(init?.headers);
    expect(headers.get('Content-Type')).toBe('application/json');
    expect(headers.get('X-Goog-Api-Key')).toBe('test-key');
    expect(headers.get('X-Goog-FieldMask')).toBe('routes.distanceMeters,routes.polyline.encodedPolyline');
    expect(JSON.parse(String(init?.body))).toEqual({
      origin: { location: { latLng: { latitude: 12.9716, longitude: 77.5946 } } },
      destination: { location: { latLng: { latitude: 13.0451, longitude: 77.6268 } } },
      travelMode: 'DRIVE',
    });
  });

  it('answers "no route" when Google finds none', async () => {
    stubFetch(() => json({}));
    expect(await adapter.computeRoute(searched, project)).toEqual({ distanceMeters: null, path: [] });
  });

  it('gives no distance when the route has none', async () => {
    stubFetch(() => json({ routes: [{ polyline: { encodedPolyline: '_p~iF~ps|U' } }] }));
    expect(await adapter.computeRoute(searched, project)).toEqual({
      distanceMeters: null,
      path: [{ lat: 38.5, lng: -120.2 }],
    });
  });

  it('throws when the Routes API answers with an error status', async () => {
    stubFetch(() => json({ error: { code: 403, message: 'API key not valid' } }, 403));
    await expect(adapter.computeRoute(searched, project)).rejects.toThrow('The Routes API answered 403');
  });
});
