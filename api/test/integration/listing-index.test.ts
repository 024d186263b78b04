// Issue 28, part 3: the listing answers from an index of the published units in memory
// (src/listing/listing-index.ts). Its totals are exact however long the list, it asks the database only
// for the page's rows, and a catalogue edit shows in the next answer.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../src/db/db.ts';
import { clearSeededData, seedIfEmpty } from '../../src/db/seed.ts';
import { syntheticCatalogue } from '../../src/db/synthetic-catalogue.ts';
import type { ListingResponse } from '../../src/schemas/index.ts';
import { buildTestApp, untilOutsideWriteIsSeen } from '../helpers/app.ts';
import { openPrivateTestDb, recordingDb, testDatabaseKind } from '../helpers/database.ts';

let db: Db;
let close: () => Promise<void>;
let app: FastifyInstance;
let bengaluru: string;
let statements: string[] = [];
const counts = () => statements.filter((sql) => /\bcount\(/.test(sql));
/** The statements that read rows by id. */
const byId = () => statements.filter((sql) => /= ANY\(\$1::text\[\]\)/.test(sql));

beforeAll(async () => {
  ({ db, close } = await openPrivateTestDb());
  // About 1,300 units in Bengaluru.
  await clearSeededData(db);
  await seedIfEmpty(db, { catalogue: (base) => syntheticCatalogue(base, 4000) });
  const recording = recordingDb(db);
  statements = recording.statements;
  app = await buildTestApp({ rateLimits: false }, recording.db);
  const [city] = await db.query<{ id: string }>("SELECT id FROM cities WHERE name = 'Bengaluru'");
  bengaluru = city?.id as string;
}, 120_000);
afterAll(async () => {
  await app?.close();
  await close?.();
});

async function listing(filters: object, page: number): Promise<ListingResponse> {
  statements.length = 0;
  const response = await app.inject(
    `/api/v1/projects/units?city=Bengaluru&page=${page}&filters=${encodeURIComponent(JSON.stringify(filters))}`,
  );
  expect(response.statusCode, response.body).toBe(200);
  return response.json<ListingResponse>();
}

/** The published units of Bengaluru with at least `room` bedrooms, in the listing's order. */
async function expected(room: number): Promise<{ id: string; project_id: string; price: number }[]> {
  return db.query<{ id: string; project_id: string; price: number }>(
    `SELECT id, project_id, price FROM units WHERE city_id = $1 AND status = 'published' AND room >= $2
     ORDER BY price, name, id`,
    [bengaluru, room],
  );
}
const projectsOf = (units: { project_id: string }[]) => new Set(units.map((unit) => unit.project_id)).size;

describe(`the listing index (${testDatabaseKind()})`, () => {
  it('counts a long list exactly, and reads only the page of rows', async () => {
    const all = await expected(0);
    expect(all.length).toBeGreaterThan(1_100);
    await listing({ bhk: '3' }, 1); // the index is read once, on first use
    const first = await listing({}, 1);
    expect(first).toMatchObject({
      total: all.length,
      totalPages: Math.ceil(all.length / 100),
      currentPage: 1,
    });
    expect(first.totalCapped).toBeUndefined();
    expect(first.totalProjects).toBe(projectsOf(all));
    expect(first.data.units.map((unit) => unit._id)).toEqual(all.slice(0, 100).map((unit) => unit.id));
    expect(counts()).toEqual([]);
    // At most one statement reads units: the page's rows, by id (none when earlier pages read them).
    expect(byId().length).toBeLessThanOrEqual(1);
    expect(statements.filter((sql) => /\bunits u\b/.test(sql))).toEqual(byId());
  });

  it('pages to the end of the list', async () => {
    const all = await expected(0);
    const tenth = await listing({}, 10);
    expect([tenth.total, tenth.totalProjects]).toEqual([all.length, projectsOf(all)]);
    expect(tenth.data.units.map((unit) => unit._id)).toEqual(all.slice(900, 1000).map((unit) => unit.id));
    const last = await listing({}, tenth.totalPages);
    expect(last.data.units.map((unit) => unit._id)).toEqual(
      all.slice((tenth.totalPages - 1) * 100).map((unit) => unit.id),
    );
    const past = await listing({}, tenth.totalPages + 1);
    expect(past.data.units).toEqual([]);
    expect(past.total).toBe(all.length);
  });

  it('answers a short list whole, with its projects', async () => {
    const six = await expected(6);
    const ceiling = six[Math.min(39, six.length - 1)]?.price as number;
    const few = six.filter((unit) => unit.price <= ceiling);
    const short = await listing({ bhk: '6+', maxPrice: ceiling }, 1);
    expect(short.data.units.map((unit) => unit._id)).toEqual(few.map((unit) => unit.id));
    expect([short.total, short.totalProjects]).toEqual([few.length, projectsOf(few)]);
    expect(short.data.projects).toHaveLength(short.totalProjects);
  });

  it('shows a price edited in the database, outside the app, within a second', async () => {
    const before = await listing({ bhk: '5+' }, 1);
    const cheapest = before.data.units[0];
    const last = before.data.units.at(-1);
    if (cheapest === undefined || last === undefined) throw new Error('no five-bedroom villa');
    // The cheapest becomes dearer than the last of the page: it leaves page 1.
    await db.query('UPDATE units SET price = $1 WHERE id = $2', [last.price + 1_000_000_000, cheapest._id]);
    await untilOutsideWriteIsSeen();
    // The same filter written otherwise: not an answer the response cache holds.
    const after = await listing({ bhk: ['5+'] }, 1);
    expect(after.data.units.map((unit) => unit._id)).not.toContain(cheapest._id);
    expect(after.data.units[0]?._id).toBe(before.data.units[1]?._id);
    expect(after.total).toBe(before.total);
  });
});
