// Issue 28, part 3: the listing writes its answers from each unit's and project's JSON, kept per
// catalogue version (catalogue-listing.ts). The text must be exactly what the route's response schema
// would write, a unit shown before is not read again, and an edit to the catalogue is seen at once.
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../src/db/db.ts';
import { ListingResponseSchema, type ListingResponse } from '../../src/schemas/index.ts';
import { buildTestApp, untilOutsideWriteIsSeen } from '../helpers/app.ts';
import { getTestDb, recordingDb, testDatabaseKind } from '../helpers/database.ts';

let db: Db;
let statements: string[] = [];
let app: FastifyInstance;
/** A route with the listing's response schema and fastify's own serialiser: it echoes what it is given. */
let schemaWriter: FastifyInstance;
let echoed: unknown;

beforeAll(async () => {
  db = await getTestDb();
  const recording = recordingDb(db);
  statements = recording.statements;
  app = await buildTestApp({ rateLimits: false }, recording.db);
  schemaWriter = Fastify();
  schemaWriter.get('/', { schema: { response: { 200: ListingResponseSchema } } }, async () => echoed);
  await schemaWriter.ready();
});
afterAll(async () => {
  await app.close();
  await schemaWriter.close();
});

const listingUrl = (query: string) => `/api/v1/projects/units?${query}`;
/** The units-by-id reads of the listing since `from`. */
const unitReads = (from: number) => statements.slice(from).filter((sql) => /u\.id = ANY/.test(sql));

describe(`the listing's JSON (${testDatabaseKind()})`, () => {
  it.each([
    ['the default listing', 'city=Bengaluru'],
    ['a filtered page', `city=Bengaluru&filters=${encodeURIComponent('{"bhk":["4"],"maxPrice":50000000}')}`],
    ['similar units', `city=Bengaluru&filters=${encodeURIComponent('{"bhk":["6+"],"maxPrice":1000}')}`],
    ['nearest a point, page 2 of 3', 'city=Bengaluru&lat=12.97&lng=77.75&limit=3&page=2'],
    ['a city without villas', 'city=Mysore'],
  ])('is what the route schema writes: %s', async (_name, query) => {
    const response = await app.inject(listingUrl(query));
    expect(response.statusCode, response.body).toBe(200);
    const answer = response.json<ListingResponse>();
    expect(answer.data.units.length).toBeGreaterThan(0);
    echoed = answer;
    const written = await schemaWriter.inject('/');
    expect(response.body).toBe(written.body);
  });

  it('reads a unit shown before no more, and a unit edited since anew', async () => {
    const query = (maxPrice: number) =>
      `city=Bengaluru&limit=5&filters=${encodeURIComponent(JSON.stringify({ maxPrice }))}`;
    const first = await app.inject(listingUrl(query(900_000_000)));
    const unit = first.json<ListingResponse>().data.units[0] as ListingResponse['data']['units'][number];

    // Another filter (another cached answer) with the same villas: written without reading them.
    let from = statements.length;
    const again = await app.inject(listingUrl(query(900_000_001)));
    expect(again.json<ListingResponse>().data.units).toEqual(first.json<ListingResponse>().data.units);
    expect(unitReads(from)).toEqual([]);

    // An edit moves the catalogue's version (its triggers): once the app knows (at once for its own
    // writes, within a second for this one), the next answer reads the unit again.
    await db.query('UPDATE units SET name = $2 WHERE id = $1', [unit._id, `${unit.name} (edited)`]);
    await untilOutsideWriteIsSeen();
    try {
      from = statements.length;
      const edited = await app.inject(listingUrl(query(900_000_002)));
      expect(edited.json<ListingResponse>().data.units[0]?.name).toBe(`${unit.name} (edited)`);
      expect(unitReads(from)).toHaveLength(1);
    } finally {
      await db.query('UPDATE units SET name = $2 WHERE id = $1', [unit._id, unit.name]);
      await untilOutsideWriteIsSeen();
    }
  });
});
