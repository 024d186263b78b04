// Issue 9, part 7: the public catalogue's answers are cached. A browser revalidating gets a 304 for
// an unchanged answer; the server answers a repeated query from memory, the same bytes a fresh server
// gives, and forgets it once the catalogue changes.
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import type { Db } from '../../src/db/db.ts';
import { clearSeededData, seedIfEmpty } from '../../src/db/seed.ts';
import { syntheticCatalogue } from '../../src/db/synthetic-catalogue.ts';
import { CATALOGUE_VERSION_MAX_AGE_MS } from '../../src/plugins/app/catalogue-cache.ts';
import type { ListingResponse, UnitResponse } from '../../src/schemas/index.ts';
import { buildTestApp } from '../helpers/app.ts';
import { getTestDb, openPrivateTestDb, recordingDb, testDatabaseKind } from '../helpers/database.ts';

/** The spec's 20 s of listing freshness, then 40 s stale while the browser revalidates. */
const CACHE_CONTROL = 'public, max-age=20, stale-while-revalidate=40';
const LISTING = '/api/v1/projects/units?city=Bengaluru&limit=20';
const FILTERED = `/api/v1/projects/units?city=Bengaluru&limit=10&page=2&filters=${encodeURIComponent(
  JSON.stringify({ bhk: ['4'], minPrice: 20_000_000 }),
)}`;

/** Apps and databases a test opened, closed after it. */
const opened: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  for (const close of opened.splice(0).reverse()) await close();
});

async function startApp(db?: Db, overrides: Parameters<typeof buildTestApp>[0] = {}) {
  const app = await buildTestApp(overrides, db);
  opened.push(() => app.close());
  return app;
}

// A read written as SQL (FROM units) or built by Kysely (from "units").
const catalogueReads = (statements: string[]) =>
  statements.filter((sql) => /\bfrom "?(units|projects|cities|locations)\b/i.test(sql));

/** A database of its own, migrated and seeded, for a test that reseeds it. */
async function privateDb(): Promise<Db> {
  const { db, close } = await openPrivateTestDb();
  opened.push(close);
  return db;
}

describe(`cached catalogue answers (${testDatabaseKind()})`, () => {
  it('carry Cache-Control and a strong ETag, with the security headers', async () => {
    const app = await startApp();
    const [cities] = (await app.inject('/api/v1/locations/cities')).json<{ data: { _id: string }[] }>().data;
    const unit = (await app.inject(LISTING)).json<ListingResponse>().data.units[0];
    for (const url of [
      LISTING,
      FILTERED,
      '/api/v1/locations/cities?visibility=public',
      `/api/v1/locations/city/${cities?._id}`,
      `/api/v1/projects/units/slug/${unit?.slug}`,
      `/api/v1/projects/slug/${unit?.project[0]?.slug}`,
    ]) {
      const response = await app.inject(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['cache-control'], url).toBe(CACHE_CONTROL);
      expect(response.headers.etag, url).toMatch(/^"[\w-]{20,}"$/);
      expect(response.headers['content-type'], url).toBe('application/json; charset=utf-8');
      expect(response.headers['x-content-type-options'], url).toBe('nosniff');
      expect(response.headers['content-security-policy'], url).toContain("default-src 'self'");
    }
  });

  it('answer 304 without a body when If-None-Match names the ETag, and 200 when it names another', async () => {
    const app = await startApp();
    const first = await app.inject(FILTERED);
    const etag = first.headers.etag as string;
    for (const ifNoneMatch of [etag, `W/${etag}`, `"other", ${etag}`, '*']) {
      const revalidated = await app.inject({ url: FILTERED, headers: { 'if-none-match': ifNoneMatch } });
      expect(revalidated.statusCode, ifNoneMatch).toBe(304);
      expect(revalidated.body, ifNoneMatch).toBe('');
      expect(revalidated.headers.etag, ifNoneMatch).toBe(etag);
      expect(revalidated.headers['cache-control'], ifNoneMatch).toBe(CACHE_CONTROL);
      expect(revalidated.headers['x-content-type-options'], ifNoneMatch).toBe('nosniff');
    }
    const changed = await app.inject({ url: FILTERED, headers: { 'if-none-match': '"an-older-answer"' } });
    expect(changed.statusCode).toBe(200);
    expect(changed.body).toBe(first.body);
    // Another query is another answer, with another tag.
    const other = await app.inject({ url: LISTING, headers: { 'if-none-match': etag } });
    expect(other.statusCode).toBe(200);
    expect(other.headers.etag).not.toBe(etag);
  });

  it('come compressed in the encoding the client prefers among br, gzip and deflate, each with its own tag', async () => {
    const app = await startApp();
    const plain = await app.inject(LISTING);
    const hash = (plain.headers.etag as string).slice(1, -1);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toContain('accept-encoding');
    const cases: [string, string, (body: Buffer) => Buffer][] = [
      ['gzip, deflate, br, zstd', 'br', brotliDecompressSync],
      ['br;q=0, gzip', 'gzip', gunzipSync],
      ['deflate', 'deflate', inflateSync],
    ];
    for (const [acceptEncoding, encoding, decompress] of cases) {
      for (let time = 0; time < 2; time += 1) {
        const response = await app.inject({ url: LISTING, headers: { 'accept-encoding': acceptEncoding } });
        expect(response.headers['content-encoding'], acceptEncoding).toBe(encoding);
        expect(response.headers.etag, acceptEncoding).toBe(`"${hash}-${encoding}"`);
        expect(response.headers.vary, acceptEncoding).toContain('accept-encoding');
        expect(decompress(response.rawPayload).toString(), acceptEncoding).toBe(plain.body);
      }
      // A tag of the answer in another encoding is the same answer: 304.
      const revalidated = await app.inject({
        url: LISTING,
        headers: { 'accept-encoding': acceptEncoding, 'if-none-match': plain.headers.etag as string },
      });
      expect(revalidated.statusCode, acceptEncoding).toBe(304);
      expect(revalidated.headers.etag, acceptEncoding).toBe(`"${hash}-${encoding}"`);
    }
    const identity = await app.inject({ url: LISTING, headers: { 'accept-encoding': 'identity' } });
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.body).toBe(plain.body);
  });

  it('come in fewer brotli bytes, under their own tag, once asked for again', async () => {
    const app = await startApp();
    const ask = (headers: Record<string, string> = {}) =>
      app.inject({ url: LISTING, headers: { 'accept-encoding': 'br', ...headers } });
    const first = await ask();
    const hash = (first.headers.etag as string).slice(1, -'-br"'.length);
    expect(first.headers.etag).toBe(`"${hash}-br"`);
    // The second request is answered at once with the first bytes, and has better ones written.
    const second = await ask();
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
    let again = await ask();
    for (let tries = 0; again.headers.etag !== `"${hash}-br5"` && tries < 50; tries += 1) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      again = await ask();
    }
    expect(again.headers.etag).toBe(`"${hash}-br5"`);
    expect(again.rawPayload.length).toBeLessThan(first.rawPayload.length);
    expect(brotliDecompressSync(again.rawPayload).toString()).toBe(
      brotliDecompressSync(first.rawPayload).toString(),
    );
    // Either tag revalidates the answer, which names the bytes it would send now.
    for (const tag of [first.headers.etag as string, again.headers.etag as string]) {
      const revalidated = await ask({ 'if-none-match': tag });
      expect(revalidated.statusCode, tag).toBe(304);
      expect(revalidated.headers.etag, tag).toBe(`"${hash}-br5"`);
    }
  });

  it('answer a repeated query from memory with the bytes a fresh server gives, whatever the order of its parameters', async () => {
    const recorded = recordingDb(await getTestDb());
    const app = await startApp(recorded.db);
    const first = await app.inject(FILTERED);
    expect(catalogueReads(recorded.statements).length).toBeGreaterThan(0);
    recorded.statements.length = 0;
    const reordered = FILTERED.replace('city=Bengaluru&limit=10&page=2', 'page=2&limit=10&city=Bengaluru');
    const again = await Promise.all([app.inject(FILTERED), app.inject(reordered)]);
    expect(catalogueReads(recorded.statements)).toEqual([]);
    for (const response of again) {
      expect(response.body).toBe(first.body);
      expect(response.headers.etag).toBe(first.headers.etag);
    }
    const fresh = await (await startApp()).inject(FILTERED);
    expect(fresh.body).toBe(first.body);
    expect(fresh.headers.etag).toBe(first.headers.etag);
    expect(first.json<ListingResponse>().data.units.length).toBeGreaterThan(0);
  });

  it('build an answer once for concurrent requests', async () => {
    const url = '/api/v1/projects/units?city=Hyderabad&limit=7';
    const single = recordingDb(await getTestDb());
    await (await startApp(single.db)).inject(url);
    const concurrent = recordingDb(await getTestDb());
    const app = await startApp(concurrent.db);
    const responses = await Promise.all(Array.from({ length: 10 }, () => app.inject(url)));
    expect(new Set(responses.map((response) => response.body)).size).toBe(1);
    expect(catalogueReads(concurrent.statements).length).toBeGreaterThan(0);
    expect(catalogueReads(concurrent.statements)).toEqual(catalogueReads(single.statements));
  });

  it("are not kept when they are errors, while the same routes' answers are", async () => {
    const recorded = recordingDb(await getTestDb());
    const app = await startApp(recorded.db);
    await app.inject(LISTING);
    recorded.statements.length = 0;
    expect((await app.inject(LISTING)).statusCode).toBe(200);
    expect(catalogueReads(recorded.statements)).toEqual([]);
    for (const url of [
      '/api/v1/projects/units?city=Atlantis',
      '/api/v1/projects/units/slug/no-such-villa',
      '/api/v1/projects/slug/no-such-project',
      '/api/v1/locations/city/aaaaaaaaaaaaaaaaaaaaaaaa',
    ]) {
      const failed = await app.inject(url);
      expect(failed.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(failed.headers.etag, url).toBeUndefined();
      expect(failed.headers['cache-control'], url).toBeUndefined();
      recorded.statements.length = 0;
      expect((await app.inject(url)).statusCode, url).toBe(failed.statusCode);
      expect(catalogueReads(recorded.statements).length, url).toBeGreaterThan(0);
    }
  });

  it('are counted by the rate limit like any other read', async () => {
    const app = await startApp(undefined, { rateLimits: true });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    const remaining = async () => {
      const response = await fetch(base + LISTING);
      await response.arrayBuffer(); // an unread answer would keep the connection busy past close()
      expect(response.headers.get('etag')).toMatch(/^"/);
      return Number(response.headers.get('x-ratelimit-remaining'));
    };
    const before = await remaining();
    expect(await remaining()).toBe(before - 1);
    expect(await remaining()).toBe(before - 2);
  });

  it('are dropped when the catalogue is seeded again', async () => {
    const db = await privateDb();
    const recorded = recordingDb(db);
    const app = await startApp(recorded.db);
    const before = await app.inject(LISTING);
    const unitUrl = `/api/v1/projects/units/slug/${before.json<ListingResponse>().data.units[0]?.slug}`;
    expect((await app.inject(unitUrl)).statusCode).toBe(200);
    recorded.statements.length = 0;
    expect((await app.inject(LISTING)).body).toBe(before.body);
    expect(catalogueReads(recorded.statements)).toEqual([]);

    await clearSeededData(db);
    await seedIfEmpty(db, { catalogue: (base) => syntheticCatalogue(base, 400) });
    // Another instance's write is seen within a second: this one reads the version no more often.
    await new Promise((resolve) => setTimeout(resolve, CATALOGUE_VERSION_MAX_AGE_MS + 50));

    const after = await app.inject({ url: LISTING, headers: { 'if-none-match': before.headers.etag } });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect(after.body).not.toBe(before.body);
    expect(after.body).toBe((await (await startApp(db)).inject(LISTING)).body);
    expect(after.json<ListingResponse>().total).toBeGreaterThan(0);
    // The unit it showed is gone from the catalogue, and from the cache.
    const gone = await app.inject(unitUrl);
    expect(gone.statusCode).toBe(404);
    expect(gone.json<UnitResponse>()).toMatchObject({ message: 'Unit not found' });
  });
});
