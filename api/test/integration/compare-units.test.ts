// Issue 29, compare: GET /projects/units/compare answers the villas a shared link names, in its order,
// as anyone may see them (no plans, price sheet or specification), follows a changed slug, lists
// what is no longer listed, and refuses an address that names none or too many.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPARE_LIMITS } from '../../src/contract/compare.ts';
import type { Db } from '../../src/db/db.ts';
import { CATALOGUE_VERSION_MAX_AGE_MS } from '../../src/plugins/app/catalogue-cache.ts';
import type { CompareResponse, ListingResponse } from '../../src/schemas/index.ts';
import { buildTestApp } from '../helpers/app.ts';
import { openPrivateTestDb, testDatabaseKind } from '../helpers/database.ts';

let db: Db;
let closeDb: () => Promise<void>;
let app: FastifyInstance;
let slugs: string[];

beforeAll(async () => {
  ({ db, close: closeDb } = await openPrivateTestDb());
  app = await buildTestApp({}, db);
  const listing = (
    await app.inject('/api/v1/projects/units?city=Bengaluru&limit=5&page=1')
  ).json<ListingResponse>();
  slugs = listing.data.units.map((unit) => unit.slug);
  expect(slugs).toHaveLength(5);
});

afterAll(async () => {
  await app.close();
  await closeDb();
});

const compare = (units: string) =>
  app.inject(`/api/v1/projects/units/compare?units=${encodeURIComponent(units)}`);

/** The catalogue cache trusts the version it read for up to a second: wait that out after a write. */
async function change(sql: string, params: unknown[]) {
  await db.query(sql, params);
  await new Promise((resolve) => setTimeout(resolve, CATALOGUE_VERSION_MAX_AGE_MS + 50));
}

describe(`comparing villas (${testDatabaseKind()})`, () => {
  it('answers the villas in the order asked, each as its public page has it, repeats counted once', async () => {
    const [a, b, c] = slugs as [string, string, string];
    const response = await compare(`${c}, ${a},${b},${a}`);
    expect(response.statusCode).toBe(200);
    const { data } = response.json<CompareResponse>();
    expect(data.units.map((unit) => unit.slug)).toEqual([c, a, b]);
    expect(data.missing).toEqual([]);
    for (const unit of data.units) {
      const page = (await app.inject(`/api/v1/projects/units/slug/${unit.slug}`)).json<{ data: unknown }>();
      expect(unit).toEqual(page.data);
      expect(unit).not.toHaveProperty('charges');
      expect(unit).not.toHaveProperty('floor_plans');
    }
  });

  it('answers 304 to a repeat with its ETag', async () => {
    const first = await compare(slugs.slice(0, 2).join(','));
    const again = await app.inject({
      url: `/api/v1/projects/units/compare?units=${encodeURIComponent(slugs.slice(0, 2).join(','))}`,
      headers: { 'if-none-match': String(first.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });

  it('refuses none, or more than four, with a message that says how many', async () => {
    for (const units of ['', ' , ', slugs.join(',')]) {
      const response = await compare(units);
      expect(response.statusCode, `units=${units}`).toBe(400);
      expect(response.json<{ message: string }>().message).toMatch(
        new RegExp(`1 to ${COMPARE_LIMITS.max} villas|units`),
      );
    }
    expect((await app.inject('/api/v1/projects/units/compare')).statusCode).toBe(400);
  });

  it('gives a villa whose slug changed at its new slug, and lists one taken down or unknown as missing', async () => {
    const [renamed, withdrawn, kept] = slugs as [string, string, string];
    await change('UPDATE units SET slug = $2 WHERE slug = $1', [renamed, `${renamed}-v2`]);
    await change("UPDATE units SET status = 'withdrawn' WHERE slug = $1", [withdrawn]);
    try {
      const response = await compare([renamed, withdrawn, kept, 'no-such-villa'].join(','));
      expect(response.statusCode).toBe(200);
      const { data } = response.json<CompareResponse>();
      expect(data.units.map((unit) => unit.slug)).toEqual([`${renamed}-v2`, kept]);
      expect(data.missing).toEqual([withdrawn, 'no-such-villa']);
    } finally {
      await change('UPDATE units SET slug = $2 WHERE slug = $1', [`${renamed}-v2`, renamed]);
      await change("UPDATE units SET status = 'published' WHERE slug = $1", [withdrawn]);
    }
  });
});
