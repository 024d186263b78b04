// Issue 10, the place search without a Google Maps key: the picker finds the city's seeded places
// (hospitals, schools, stations...) by a part of their name.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CityPlace, CityPlacesResponse, ErrorResponse } from '../../src/schemas/index.ts';
import { buildTestApp } from '../helpers/app.ts';
import { getTestDb } from '../helpers/database.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => {
  await app.close();
});

async function cityId(name: string): Promise<string> {
  const db = await getTestDb();
  const [row] = await db.query<{ id: string }>('SELECT id FROM cities WHERE name = $1', [name]);
  if (!row) throw new Error(`No city ${name}`);
  return row.id;
}

const placesUrl = (id: string, search: string) =>
  `/api/v1/locations/city/${id}/places?search=${encodeURIComponent(search)}`;

async function search(city: string, text: string) {
  const response = await app.inject({ url: placesUrl(await cityId(city), text) });
  return {
    status: response.statusCode,
    headers: response.headers,
    body: response.json<CityPlacesResponse>(),
  };
}

const names = (places: readonly CityPlace[]) => places.map((place) => place.name);

/** The answer worked out here from the table: names holding the text, starting with it first, then A to Z. */
async function expectedNames(city: string, text: string): Promise<string[]> {
  const db = await getTestDb();
  const rows = await db.query<{ name: string | null }>('SELECT name FROM places WHERE city_id = $1', [
    await cityId(city),
  ]);
  const needle = text.toLowerCase();
  const lower = (name: string) => name.toLowerCase();
  return rows
    .flatMap((row) => (row.name !== null && lower(row.name).includes(needle) ? [row.name] : []))
    .sort((a, b) => {
      const starts = Number(lower(b).startsWith(needle)) - Number(lower(a).startsWith(needle));
      return starts !== 0 ? starts : lower(a) < lower(b) ? -1 : lower(a) > lower(b) ? 1 : 0;
    })
    .slice(0, 10);
}

describe('GET /api/v1/locations/city/:cityId/places', () => {
  it('finds a seeded place of the city by a part of its name, with its type and coordinates', async () => {
    const { status, headers, body } = await search('Bengaluru', 'Manipal');
    expect(status).toBe(200);
    expect(headers['cache-control']).toContain('max-age=20');
    expect(body.data).toEqual([
      {
        id: expect.stringMatching(/^[0-9a-f]{24}$/),
        name: 'Manipal Hospital Yelahanka',
        type: 'hospital',
        lat: expect.any(Number),
        lng: expect.any(Number),
      },
    ]);
    const db = await getTestDb();
    const [stored] = await db.query<{ lat: number; lng: number }>(
      'SELECT lat, lng FROM places WHERE id = $1',
      [body.data[0]?.id],
    );
    expect(body.data[0]).toMatchObject({ lat: stored?.lat, lng: stored?.lng });
  });

  it('matches anywhere in the name, whatever the case', async () => {
    const lower = await search('Bengaluru', 'yelahanka');
    const upper = await search('Bengaluru', 'YELAHANKA');
    expect(lower.body.data.length).toBeGreaterThan(1);
    expect(names(upper.body.data)).toEqual(names(lower.body.data));
    for (const name of names(lower.body.data)) expect(name.toLowerCase()).toContain('yelahanka');
    expect(names(lower.body.data)).toContain('Manipal Hospital Yelahanka');
  });

  it('looks in that city only', async () => {
    expect((await search('Mysore', 'Manipal')).body.data.map((place) => place.name)).not.toContain(
      'Manipal Hospital Yelahanka',
    );
    expect((await search('Mysore', 'Metro Station')).body.data).toEqual([]);
  });

  it('gives at most 10, those whose name starts with the text first, then A to Z', async () => {
    const expected = await expectedNames('Bengaluru', 'sarjapur');
    // The case the order is about: both kinds of match, and more than fit.
    expect(expected.some((name) => name.toLowerCase().startsWith('sarjapur'))).toBe(true);
    expect(expected.some((name) => !name.toLowerCase().startsWith('sarjapur'))).toBe(true);
    const { body } = await search('Bengaluru', 'Sarjapur');
    expect(names(body.data)).toEqual(expected);

    const hospitals = await search('Bengaluru', 'hospital');
    expect(hospitals.body.data).toHaveLength(10);
    expect(names(hospitals.body.data)).toEqual(await expectedNames('Bengaluru', 'hospital'));
  });

  it('never finds a place without a name, not even as Unknown', async () => {
    const db = await getTestDb();
    const [unnamed] = await db.query<{ count: number }>(
      'SELECT count(*)::int AS count FROM places WHERE city_id = $1 AND name IS NULL',
      [await cityId('Bengaluru')],
    );
    expect(unnamed?.count).toBeGreaterThan(0);
    expect((await search('Bengaluru', 'Unknown')).body.data).toEqual([]);
  });

  it('takes % and _ as letters, not wildcards, and trims the spaces around the text', async () => {
    expect((await search('Bengaluru', '%%')).body.data).toEqual([]);
    expect((await search('Bengaluru', '__')).body.data).toEqual([]);
    expect(names((await search('Bengaluru', '  manipal  ')).body.data)).toEqual([
      'Manipal Hospital Yelahanka',
    ]);
  });

  it("answers 404 'City not found' for an unknown city, like the city's locations", async () => {
    const response = await app.inject({ url: placesUrl('0123456789abcdef01234567', 'Manipal') });
    expect(response.statusCode).toBe(404);
    expect(response.json<ErrorResponse>().message).toBe('City not found');
  });

  it.each([
    ['a', 'search: must be at least 2 characters long'],
    ['  a  ', 'search: must be at least 2 characters long'],
    ['x'.repeat(101), 'search: must be at most 100 characters long'],
  ])('answers 400 for the search %j', async (text, message) => {
    const response = await app.inject({ url: placesUrl(await cityId('Bengaluru'), text) });
    expect(response.statusCode).toBe(400);
    expect(response.json<ErrorResponse>().message).toBe(message);
  });

  it('answers 400 without a search, or for a malformed city id', async () => {
    const missing = await app.inject({ url: `/api/v1/locations/city/${await cityId('Bengaluru')}/places` });
    expect(missing.statusCode).toBe(400);
    expect(missing.json<ErrorResponse>().message).toBe('search: is required');
    const malformed = await app.inject({ url: '/api/v1/locations/city/bengaluru/places?search=Manipal' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json<ErrorResponse>().message).toBe(
      'cityId: must be a valid id (24 hexadecimal characters)',
    );
  });

  it('is in the OpenAPI document with its 400 and 404', async () => {
    const doc = (await app.inject({ url: '/api/docs/json' })).json<{
      paths: Record<string, { get?: { responses: Record<string, unknown> } }>;
    }>();
    const operation = doc.paths['/api/v1/locations/city/{cityId}/places']?.get;
    expect(Object.keys(operation?.responses ?? {})).toEqual(expect.arrayContaining(['200', '400', '404']));
  });
});
