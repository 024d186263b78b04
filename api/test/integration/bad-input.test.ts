// Issue 7, part 5: values that reached the database and came back as a 500 get a 400 with a message,
// or the answer they ask for, and change nothing.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ListingResponse } from '../../src/schemas/index.ts';
import { buildTestApp } from '../helpers/app.ts';
import { getTestDb } from '../helpers/database.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

const get = async (url: string) => {
  const response = await app.inject({ url });
  return { status: response.statusCode, body: response.json<{ message: string }>() };
};

const listingWith = (filters: unknown) =>
  `/api/v1/projects/units?city=Bengaluru&filters=${encodeURIComponent(JSON.stringify(filters))}`;

describe('bad input is a 400 with a message, never a 5xx', () => {
  it('refuses a page number past 100,000 (page=1e17 overflowed the OFFSET)', async () => {
    for (const url of [
      '/api/v1/projects/units?city=Bengaluru&page=1e17',
      '/api/v1/projects/units?city=Bengaluru&page=1e300',
      '/api/v1/blog/posts/published?page=1e17',
    ]) {
      expect(await get(url), url).toEqual({
        status: 400,
        body: expect.objectContaining({ message: 'page: must be an integer between 1 and 100000' }),
      });
    }
    // Ajv turns the text 'Infinity' into a number and then skips its bounds; found by the fuzzer.
    for (const url of [
      '/api/v1/projects/units?city=Bengaluru&page=Infinity',
      '/api/v1/blog/posts/published?limit=-Infinity',
    ]) {
      expect((await get(url)).status, url).toBe(400);
    }
    expect((await get('/api/v1/blog/posts/published?page=Infinity')).body.message).toBe(
      'page: must be a finite number',
    );
    const last = await get('/api/v1/projects/units?city=Bengaluru&page=100000');
    expect(last.status).toBe(200);
    expect((last.body as unknown as ListingResponse).data.units).toEqual([]);
  });

  it('refuses a NUL character in a query value or a body field, naming it, and stores nothing', async () => {
    expect(await get('/api/v1/projects/units?city=%00')).toEqual({
      status: 400,
      body: expect.objectContaining({ message: 'city: must not contain a NUL character' }),
    });
    const db = await getTestDb();
    const count = async () =>
      (await db.query<{ count: number }>('SELECT count(*)::int AS count FROM enquiries'))[0]!.count;
    const before = await count();
    const response = await app.inject({
      method: 'POST',
      url: '/api/v1/client/enquiries',
      remoteAddress: '10.9.0.1',
      payload: { name: 'Asha\u0000Rao', email: 'asha@example.com', phone: '9876543210', country_code: '+91' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toBe('name: must not contain a NUL character');
    expect(await count()).toBe(before);
  });

  it('refuses an unknown body field, naming it, and a visit in year 0, and stores nothing', async () => {
    const db = await getTestDb();
    const count = async () =>
      (await db.query<{ count: number }>('SELECT count(*)::int AS count FROM enquiries'))[0]!.count;
    const before = await count();
    const valid = { name: 'Asha Rao', email: 'asha@example.com', phone: '9876543210', country_code: '+91' };
    const post = (payload: object, address: string) =>
      app.inject({ method: 'POST', url: '/api/v1/client/enquiries', remoteAddress: address, payload });
    const unknown = await post({ ...valid, budget: '2 Cr' }, '10.9.0.2');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json<{ message: string }>().message).toBe('budget: is not allowed');
    const yearZero = await post({ ...valid, scheduled_time_of_visit: '0000-01-01T10:00:00Z' }, '10.9.0.3');
    expect(yearZero.statusCode).toBe(400);
    expect(yearZero.json<{ message: string }>().message).toBe(
      'scheduled_time_of_visit: must be a date and time between the years 2000 and 2100',
    );
    expect(await count()).toBe(before);
    const visit = await post({ ...valid, scheduled_time_of_visit: '2026-12-05T10:30:00+05:30' }, '10.9.0.4');
    expect(visit.statusCode).toBe(201);
  });

  it('keeps the lead of a long ad URL: source_url is cut to 2,000 characters, not refused', async () => {
    const sourceUrl = `https://villas.example.com/units?gclid=${'x'.repeat(5000)}`;
    const response = await app.inject({
      method: 'POST',
      url: '/api/v1/client/enquiries',
      remoteAddress: '10.9.0.5',
      payload: {
        name: 'Asha Rao',
        email: 'asha@example.com',
        phone: '9876543210',
        country_code: '+91',
        source_url: sourceUrl,
      },
    });
    expect(response.statusCode).toBe(201);
    const id = response.json<{ data: { _id: string } }>().data._id;
    const [row] = await (
      await getTestDb()
    ).query<{ source_url: string }>('SELECT source_url FROM enquiries WHERE id = $1', [id]);
    expect(row?.source_url).toBe(sourceUrl.slice(0, 2000));
  });

  it('answers a bedroom count beyond any villa with none, not an integer overflow', async () => {
    const { status, body } = await get(listingWith({ bhk: '99999999999' }));
    expect(status).toBe(200);
    expect(body.message).toBe('similar_units');
  });

  it("takes '%' and '_' in a direction as themselves, not as wildcards that match every villa", async () => {
    for (const direction of ['%', '_', 'N%']) {
      const { status, body } = await get(listingWith({ directions: [direction] }));
      expect(status, direction).toBe(200);
      expect(body.message, direction).toBe('similar_units');
    }
    // A real direction still matches.
    expect((await get(listingWith({ directions: ['North'] }))).body.message).toBe('success');
  });

  it('checks the filter payload against its schema, naming the field inside filters', async () => {
    const cases: [unknown, string][] = [
      [{ bhk: { $gt: 1 } }, 'filters.bhk: must be an integer'],
      [{ minPrice: 'cheap' }, 'filters.minPrice: must be a number between 0 and 1000000000000'],
      [{ maxPrice: -5 }, 'filters.maxPrice: must be a number between 0 and 1000000000000'],
      [{ types: 'Villa' }, 'filters.types: must be a list'],
      [
        { directions: Array.from({ length: 21 }, () => 'North') },
        'filters.directions: must have at most 20 items',
      ],
      [{ directions: ['x'.repeat(41)] }, 'filters.directions[0]: must be at most 40 characters long'],
      [{ withs: [1] }, 'filters.withs[0]: must be text'],
      [[1, 2], 'filters: must be a URL-encoded JSON object'],
    ];
    for (const [filters, message] of cases) {
      expect(await get(listingWith(filters)), JSON.stringify(filters)).toEqual({
        status: 400,
        body: expect.objectContaining({ message }),
      });
    }
    // The spec's payload passes, and a key this server does not know yet is ignored.
    const spec = await get(
      listingWith({
        bhk: 4,
        types: ['Villa'],
        minPrice: 10_000_000,
        maxPrice: 35_000_000,
        directions: ['East'],
        withs: [],
        bathrooms: 3,
      }),
    );
    expect(spec.status).toBe(200);
  });

  it('answers a URL the router cannot read in our error shape, with the security headers', async () => {
    for (const [url, status, message] of [
      ['/api/v1/projects/slug/%zz', 400, 'The URL is not valid: it has a broken percent-encoding'],
      [`/api/v1/projects/slug/${'a'.repeat(101)}`, 414, 'A part of the URL is too long'],
    ] as const) {
      const response = await app.inject({ url });
      expect(response.statusCode, url).toBe(status);
      expect(response.json<{ message: string }>().message).toBe(message);
      expect(response.headers['x-content-type-options']).toBe('nosniff');
    }
  });
});
