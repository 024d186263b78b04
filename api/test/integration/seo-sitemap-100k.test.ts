// The sitemaps at 100,000 units (issue 24, part 5), on a database of its own: a synthetic catalogue
// like `npm run seed -- --reset --units 100000`, in PGlite, though it runs in the PostgreSQL step of
// `npm test` only (api/vitest.config.mts): that step's shared database keeps the seed's catalogue. On a busy 2-core machine seeding takes ~25 s and building
// every sitemap ~4 s; the file runs in ~36 s. It prints the figures docs/seo.md quotes.
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PACKAGE_ROOT } from '../../src/config.ts';
import type { Db } from '../../src/db/db.ts';
import { migrate } from '../../src/db/migrate.ts';
import { openPglite } from '../../src/db/pglite.ts';
import { seedIfEmpty } from '../../src/db/seed.ts';
import { syntheticCatalogue } from '../../src/db/synthetic-catalogue.ts';
import { SITEMAP_MAX_BYTES, SITEMAP_PAGE_SIZE } from '../../src/routes/seo/sitemap-xml.ts';
import { buildTestApp } from '../helpers/app.ts';

const UNITS = 100_000;
const SITE = 'https://villas.example.com';

let db: Db;
let app: FastifyInstance;
beforeAll(async () => {
  db = await openPglite('memory://');
  await migrate(db, path.join(PACKAGE_ROOT, 'migrations'));
  const seeded = await seedIfEmpty(db, { catalogue: (base) => syntheticCatalogue(base, UNITS) });
  console.log(
    `sitemap 100k: seeded ${seeded.units} units in ${seeded.projects} projects in ${seeded.milliseconds} ms`,
  );
  app = await buildTestApp({ publicUrl: SITE }, db);
}, 120_000);
afterAll(async () => {
  await app?.close();
  await db?.close();
});

const urlCount = (xml: string) => xml.match(/<url>/g)?.length ?? 0;

describe('sitemap at 100,000 units', () => {
  it('splits the units into two files of 50,000, each far under 50 MB, built in seconds', async () => {
    const started = performance.now();
    const index = await app.inject('/sitemap.xml');
    const indexMs = performance.now() - started;
    expect(index.statusCode).toBe(200);
    expect(index.body).toContain(`<loc>${SITE}/sitemaps/units-1.xml</loc>`);
    expect(index.body).toContain(`<loc>${SITE}/sitemaps/units-2.xml</loc>`);
    expect(index.body).not.toContain('units-3.xml');

    const files: { name: string; urls: number; bytes: number; gzipBytes: number; ms: number }[] = [];
    for (const name of ['units-1', 'units-2', 'projects-1', 'cities-1', 'posts-1']) {
      const begun = performance.now();
      const response = await app.inject({
        url: `/sitemaps/${name}.xml`,
        headers: { 'accept-encoding': 'gzip' },
      });
      const ms = performance.now() - begun;
      expect(response.statusCode, name).toBe(200);
      const plain = await app.inject(`/sitemaps/${name}.xml`);
      files.push({
        name,
        urls: urlCount(plain.body),
        bytes: plain.rawPayload.length,
        gzipBytes: response.rawPayload.length,
        ms,
      });
    }
    const [units1, units2] = files;
    expect(units1!.urls).toBe(SITEMAP_PAGE_SIZE);
    expect(units1!.urls + units2!.urls).toBe(UNITS);
    for (const file of files) expect(file.bytes).toBeLessThan(SITEMAP_MAX_BYTES);
    expect((await app.inject('/sitemaps/units-3.xml')).statusCode).toBe(404);

    // A file once built is kept: asking again costs no database work.
    const again = performance.now();
    await app.inject('/sitemaps/units-1.xml');
    const keptMs = performance.now() - again;

    const buildMs = indexMs + files.reduce((sum, file) => sum + file.ms, 0);
    console.log(
      [
        `sitemap 100k: index (cuts every kind into pages) ${Math.round(indexMs)} ms`,
        ...files.map(
          (file) =>
            `  ${file.name}: ${file.urls} URLs, ${(file.bytes / 1e6).toFixed(2)} MB, gzip ${(file.gzipBytes / 1e6).toFixed(2)} MB, ${Math.round(file.ms)} ms`,
        ),
        `  all built in ${Math.round(buildMs)} ms; a kept file answered in ${Math.round(keptMs)} ms`,
      ].join('\n'),
    );
    expect(buildMs).toBeLessThan(30_000);
  }, 60_000);
});
