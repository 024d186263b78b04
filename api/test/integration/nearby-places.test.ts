// Issue 10, the Location section without a Google Maps key: places near a project from our own table,
// by the spec's categories, nearest first, with straight-line distances.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ErrorResponse, LatLng, NearbyPlacesResponse } from '../../src/schemas/index.ts';
import { buildTestApp } from '../helpers/app.ts';
import { getTestDb } from '../helpers/database.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => {
  await app.close();
});

const nearby = async (slug: string) => {
  const response = await app.inject({ method: 'GET', url: `/api/v1/projects/slug/${slug}/nearby` });
  return {
    status: response.statusCode,
    headers: response.headers,
    body: response.json<NearbyPlacesResponse>(),
  };
};

/** A project of the city, by name. */
async function projectIn(city: string): Promise<string> {
  const db = await getTestDb();
  const [row] = await db.query<{ slug: string }>(
    // A project buyers may see: other tests' studio drafts share this database.
    "SELECT p.slug FROM projects p JOIN cities c ON c.id = p.city_id WHERE c.name = $1 AND p.status = 'published' ORDER BY p.slug LIMIT 1",
    [city],
  );
  if (!row) throw new Error(`No project in ${city}`);
  return row.slug;
}

/** Great-circle distance in km on a sphere of radius 6371 km, computed here, not by the server. */
function haversineKm(from: LatLng, to: LatLng): number {
  const rad = (degrees: number) => (degrees * Math.PI) / 180;
  const a =
    Math.sin(rad(to.lat - from.lat) / 2) ** 2 +
    Math.cos(rad(from.lat)) * Math.cos(rad(to.lat)) * Math.sin(rad(to.lng - from.lng) / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(a));
}

const airportOf = (body: NearbyPlacesResponse) =>
  body.data.categories.flatMap((category) => category.groups).find((group) => group.type === 'airport')
    ?.places;

describe('GET /api/v1/projects/slug/:slug/nearby', () => {
  it("lists the spec's categories and types in order, at most 5 a type, nearest first by a straight line", async () => {
    const slug = await projectIn('Bengaluru');
    const { status, headers, body } = await nearby(slug);
    expect(status).toBe(200);
    expect(headers['cache-control']).toContain('max-age=20');
    expect(body.data.project.slug).toBe(slug);
    expect(body.data.distance_measure).toBe('straight_line');
    expect(
      body.data.categories.map((category) => [category.name, category.groups.map((group) => group.label)]),
    ).toEqual([
      ['Transit', ['Bus Stations', 'Airport', 'Metro Stations', 'Train Stations']],
      ['Essentials', ['Hospitals', 'Schools', 'ATMs']],
      ['Utility', ['Theater', 'Supermarket']],
    ]);
    const from = body.data.project.location;
    for (const group of body.data.categories.flatMap((category) => category.groups)) {
      if (group.type !== 'airport') expect(group.places.length, group.label).toBeGreaterThan(0);
      expect(group.places.length).toBeLessThanOrEqual(group.type === 'airport' ? 1 : 5);
      const distances = group.places.map((place) => place.distance_km);
      expect(distances).toEqual([...distances].sort((a, b) => a - b));
      for (const place of group.places) {
        expect(place.type).toBe(group.type);
        expect(Math.abs(place.distance_km - haversineKm(from, place.location))).toBeLessThan(0.001);
        if (place.type !== 'airport') expect(place.distance_km).toBeLessThanOrEqual(body.data.radius_km);
      }
    }
  });

  it('gives 5 of a type when the city has more nearby, the 5 nearest', async () => {
    const db = await getTestDb();
    const slug = await projectIn('Bengaluru');
    const { body } = await nearby(slug);
    const schools = body.data.categories[1]?.groups.find((group) => group.type === 'school')?.places ?? [];
    const from = body.data.project.location;
    const [project] = await db.query<{ city_id: string }>('SELECT city_id FROM projects WHERE slug = $1', [
      slug,
    ]);
    const all = await db.query<LatLng>("SELECT lat, lng FROM places WHERE city_id = $1 AND type = 'school'", [
      project?.city_id,
    ]);
    const expected = all
      .map((place) => haversineKm(from, place))
      .filter((km) => km <= body.data.radius_km)
      .sort((a, b) => a - b)
      .slice(0, 5);
    expect(expected).toHaveLength(5);
    expect(schools.map((place) => place.distance_km)).toEqual(
      expected.map((km) => Math.round(km * 1000) / 1000),
    );
  });

  it("has the city's airport reference point: Bengaluru and Hosur share Kempegowda, Mysore and Hyderabad their own", async () => {
    const airport = async (city: string) => airportOf((await nearby(await projectIn(city))).body)?.[0]?.name;
    expect(await airport('Bengaluru')).toBe('Kempegowda International Airport');
    expect(await airport('Hosur')).toBe('Kempegowda International Airport');
    expect(await airport('Mysore')).toBe('Mysore Airport');
    expect(await airport('Hyderabad')).toBe('Rajiv Gandhi International Airport');
    expect(await airport('Chennai')).toBe('Chennai International Airport');
  });

  it("chooses the airport by the project's city, not by distance: a Mysore project by Kempegowda keeps Mysore Airport", async () => {
    const db = await getTestDb();
    const slug = await projectIn('Mysore');
    const [before] = await db.query<LatLng>('SELECT lat, lng FROM projects WHERE slug = $1', [slug]);
    // A fresh app: the shared one may hold this project's answer from before the move.
    const fresh = await buildTestApp();
    try {
      await db.query('UPDATE projects SET lat = 13.19, lng = 77.7 WHERE slug = $1', [slug]);
      const response = await fresh.inject({ url: `/api/v1/projects/slug/${slug}/nearby` });
      const airport = airportOf(response.json<NearbyPlacesResponse>())?.[0];
      expect(airport?.name).toBe('Mysore Airport');
      expect(airport?.distance_km).toBeGreaterThan(100);
    } finally {
      await db.query('UPDATE projects SET lat = $2, lng = $3 WHERE slug = $1', [
        slug,
        before?.lat,
        before?.lng,
      ]);
      await fresh.close();
    }
  });

  it('gives a city without a rule or an airport of its own the Hyderabad international airport, the default', async () => {
    const db = await getTestDb();
    const slug = await projectIn('Hosur');
    const fresh = await buildTestApp();
    try {
      // Hosur under another name: no rule names it and it has no airport, though Kempegowda is near.
      await db.query("UPDATE cities SET name = 'Krishnagiri' WHERE name = 'Hosur'");
      const response = await fresh.inject({ url: `/api/v1/projects/slug/${slug}/nearby` });
      expect(airportOf(response.json<NearbyPlacesResponse>())?.map((place) => place.name)).toEqual([
        'Rajiv Gandhi International Airport',
      ]);
    } finally {
      await db.query("UPDATE cities SET name = 'Hosur' WHERE name = 'Krishnagiri'");
      await fresh.close();
    }
  });

  it('lists metro stations only where the city has a metro', async () => {
    const metro = async (city: string) =>
      (await nearby(await projectIn(city))).body.data.categories[0]?.groups.find(
        (group) => group.type === 'subway_station',
      )?.places ?? [];
    expect((await metro('Mysore')).length).toBe(0);
    expect((await metro('Hyderabad')).length).toBeGreaterThan(0);
  });

  it('gives a place without a name as null, for the page to show as Unknown', async () => {
    const db = await getTestDb();
    // The projects closest to an unnamed place of their city: one of them lists it.
    const candidates = await db.query<{ slug: string }>(
      `SELECT p.slug FROM places pl JOIN projects p ON p.city_id = pl.city_id
       WHERE pl.name IS NULL AND p.status = 'published'
       ORDER BY power(p.lat - pl.lat, 2) + power(p.lng - pl.lng, 2) LIMIT 5`,
    );
    const names = [];
    for (const { slug } of candidates) {
      const { body } = await nearby(slug);
      names.push(
        ...body.data.categories.flatMap((category) =>
          category.groups.flatMap((group) => group.places.map((place) => place.name)),
        ),
      );
    }
    expect(names).toContain(null);
  });

  it("answers 404 'Project not found' for an unknown slug, and 400 for a malformed one", async () => {
    const missing = await app.inject({ method: 'GET', url: '/api/v1/projects/slug/no-such-project/nearby' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json<ErrorResponse>().message).toBe('Project not found');
    const malformed = await app.inject({ method: 'GET', url: '/api/v1/projects/slug/Not%20A%20Slug/nearby' });
    expect(malformed.statusCode).toBe(400);
  });

  it('is in the OpenAPI document with its 404', async () => {
    const doc = (await app.inject({ url: '/api/docs/json' })).json<{
      paths: Record<string, { get?: { responses: Record<string, unknown> } }>;
    }>();
    const operation = doc.paths['/api/v1/projects/slug/{slug}/nearby']?.get;
    expect(Object.keys(operation?.responses ?? {})).toEqual(expect.arrayContaining(['200', '404']));
  });
});
