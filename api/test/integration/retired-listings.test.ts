// Issue 24, part 4: a unit or project taken down answers 410 Gone, a draft 404, and an old slug
// 301 to the current one, in one hop; the buyer's reads (listing, wishlist, sitemap, nearby places)
// see published listings only. The catalogue is changed in SQL here, as the studio will change it.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../src/db/db.ts';
import { CATALOGUE_VERSION_MAX_AGE_MS } from '../../src/plugins/app/catalogue-cache.ts';
import type { ListingGone, ListingResponse, UnitResponse } from '../../src/schemas/index.ts';
import { buildTestApp } from '../helpers/app.ts';
import { openPrivateTestDb, testDatabaseKind } from '../helpers/database.ts';
import { loggedIn } from '../helpers/otp.ts';

let db: Db;
let closeDb: () => Promise<void>;
let app: FastifyInstance;
let webRoot: string;

const SHELL_HTML =
  '<!doctype html><html><head><title>VillaNest</title></head><body><div id="root"></div></body></html>';

beforeAll(async () => {
  ({ db, close: closeDb } = await openPrivateTestDb());
  // A web root without remotes: pages are sent for the browser to render, with the status of their address.
  webRoot = mkdtempSync(path.join(tmpdir(), 'villa-retired-'));
  mkdirSync(path.join(webRoot, 'shell'));
  writeFileSync(path.join(webRoot, 'shell', 'index.html'), SHELL_HTML);
  app = await buildTestApp({ webRoot }, db);
});

afterAll(async () => {
  await app.close();
  await closeDb();
  rmSync(webRoot, { recursive: true, force: true });
});

/** The catalogue cache trusts the version it read for up to a second: wait that out after a write. */
const afterWrite = () => new Promise((resolve) => setTimeout(resolve, CATALOGUE_VERSION_MAX_AGE_MS + 50));

async function change(sql: string, params: unknown[]) {
  await db.query(sql, params);
  await afterWrite();
}

/** Two units of one project of `city`, with the project, as the seed wrote them. */
async function unitsOfAProject(city: string) {
  const rows = await db.query<{ slug: string; id: string; project_slug: string; project_name: string }>(
    `SELECT u.slug, u.id, p.slug AS project_slug, p.name AS project_name
     FROM units u JOIN projects p ON p.id = u.project_id JOIN cities c ON c.id = u.city_id
     WHERE c.name = $1 AND p.id = (SELECT project_id FROM units u2 JOIN cities c2 ON c2.id = u2.city_id
       WHERE c2.name = $1 GROUP BY project_id HAVING count(*) >= 2 ORDER BY project_id LIMIT 1)
     ORDER BY u.slug LIMIT 2`,
    [city],
  );
  expect(rows).toHaveLength(2);
  return rows as [(typeof rows)[number], (typeof rows)[number]];
}

const unitApi = (slug: string) => `/api/v1/projects/units/slug/${encodeURIComponent(slug)}`;
const projectApi = (slug: string) => `/api/v1/projects/slug/${encodeURIComponent(slug)}`;
const page = (url: string, method: 'GET' | 'HEAD' = 'GET') =>
  app.inject({ method, url, headers: { accept: 'text/html' } });

async function listingOf(city: string) {
  const units: string[] = [];
  let total = 0;
  for (let n = 1, pages = 1; n <= pages; n += 1) {
    const body = (
      await app.inject(`/api/v1/projects/units?city=${city}&limit=100&page=${n}`)
    ).json<ListingResponse>();
    pages = body.totalPages;
    total = body.total;
    units.push(...body.data.units.map((unit) => unit.slug));
  }
  return { units, total };
}

describe(`a unit taken down (${testDatabaseKind()})`, () => {
  it('answers 410 with its project and city, leaves the listing and the sitemap, and comes back when republished', async () => {
    const [unit] = await unitsOfAProject('Mysore');
    const before = await listingOf('Mysore');
    expect(before.units).toContain(unit.slug);

    await change("UPDATE units SET status = 'withdrawn' WHERE id = $1", [unit.id]);
    const gone = await app.inject(unitApi(unit.slug));
    expect(gone.statusCode).toBe(410);
    expect(gone.json<ListingGone>()).toEqual({
      statusCode: 410,
      error: 'Gone',
      message: 'This villa is no longer listed',
      project: { slug: unit.project_slug, name: unit.project_name },
      city: 'Mysore',
    });
    const after = await listingOf('Mysore');
    expect(after.units).not.toContain(unit.slug);
    expect(after.total).toBe(before.total - 1);
    const sitemap = await app.inject('/sitemaps/units-1.xml');
    expect(sitemap.statusCode).toBe(200);
    expect(sitemap.body).not.toContain(`/unit/${unit.slug}/`);

    // Its page, even sent for the browser to render, answers 410 (GET and HEAD alike).
    expect((await page(`/unit/${unit.slug}/`)).statusCode).toBe(410);
    expect((await page(`/unit/${unit.slug}/`, 'HEAD')).statusCode).toBe(410);

    await change("UPDATE units SET status = 'published' WHERE id = $1", [unit.id]);
    expect((await app.inject(unitApi(unit.slug))).statusCode).toBe(200);
    expect((await listingOf('Mysore')).total).toBe(before.total);
  });

  it("can't be added to a wishlist, and leaves the wishlists it is on until it returns", async () => {
    const [kept, withdrawn] = await unitsOfAProject('Chennai');
    const { token } = await loggedIn(app);
    const headers = { authorization: `Bearer ${token}` };
    const add = (id: string) =>
      app.inject({ method: 'POST', url: `/api/v1/auth/users/addunittowishlist/${id}`, headers });
    const wishlist = async () =>
      (await app.inject({ url: '/api/v1/auth/users/getmyfavoriteunits', headers })).json<{
        data: { slug: string }[];
      }>().data;
    for (const unit of [kept, withdrawn]) expect((await add(unit.id)).statusCode).toBe(200);
    await change("UPDATE units SET status = 'archived' WHERE id = $1", [withdrawn.id]);
    expect((await wishlist()).map((unit) => unit.slug)).toEqual([kept.slug]);
    expect((await add(withdrawn.id)).statusCode).toBe(404);
    await change("UPDATE units SET status = 'published' WHERE id = $1", [withdrawn.id]);
    expect((await wishlist()).map((unit) => unit.slug).sort()).toEqual([kept.slug, withdrawn.slug].sort());
  });

  it('answers 404 while it is a draft: it was never public', async () => {
    const [unit] = await unitsOfAProject('Hosur');
    await change("UPDATE units SET status = 'draft' WHERE id = $1", [unit.id]);
    const response = await app.inject(unitApi(unit.slug));
    expect(response.statusCode).toBe(404);
    expect(response.json<{ message: string }>().message).toBe('Unit not found');
    expect((await page(`/unit/${unit.slug}/`)).statusCode).toBe(404);
    await change("UPDATE units SET status = 'published' WHERE id = $1", [unit.id]);
  });
});

describe(`a project taken down (${testDatabaseKind()})`, () => {
  it('takes its units down with it, answers 410 with its city, and keeps them down until each is published', async () => {
    const [unit, sibling] = await unitsOfAProject('Hyderabad');
    await change("UPDATE projects SET status = 'withdrawn' WHERE slug = $1", [unit.project_slug]);

    const project = await app.inject(projectApi(unit.project_slug));
    expect(project.statusCode).toBe(410);
    expect(project.json<ListingGone>()).toMatchObject({
      message: 'This project is no longer listed',
      project: null,
      city: 'Hyderabad',
    });
    // Its units say so too, with no project to offer.
    const gone = await app.inject(unitApi(sibling.slug));
    expect(gone.statusCode).toBe(410);
    expect(gone.json<ListingGone>().project).toBeNull();
    expect((await app.inject(`/api/v1/projects/slug/${unit.project_slug}/nearby`)).statusCode).toBe(404);
    expect((await page(`/project/${unit.project_slug}/`)).statusCode).toBe(410);

    // No unit may be published in a project that isn't.
    await expect(db.query("UPDATE units SET status = 'published' WHERE id = $1", [unit.id])).rejects.toThrow(
      /its project is not published/,
    );

    await change("UPDATE projects SET status = 'published' WHERE slug = $1", [unit.project_slug]);
    expect((await app.inject(projectApi(unit.project_slug))).statusCode).toBe(200);
    expect((await app.inject(unitApi(unit.slug))).statusCode).toBe(410);
    await change("UPDATE units SET status = 'published' WHERE id IN ($1, $2)", [unit.id, sibling.id]);
    expect((await app.inject(unitApi(unit.slug))).statusCode).toBe(200);
  });
});

describe(`a changed slug (${testDatabaseKind()})`, () => {
  it('answers 301 to the current slug in one hop, for the API and the page, however often it changed', async () => {
    const [unit] = await unitsOfAProject('Bengaluru');
    const [second, third] = [`${unit.slug}-v2`, `${unit.slug}-v3`];
    await change('UPDATE units SET slug = $2 WHERE id = $1', [unit.id, second]);
    await change('UPDATE units SET slug = $2 WHERE id = $1', [unit.id, third]);

    for (const old of [unit.slug, second]) {
      const moved = await app.inject(unitApi(old));
      expect(moved.statusCode).toBe(301);
      expect(moved.headers.location).toBe(unitApi(third));
      const pageMoved = await page(`/unit/${old}/?utm_source=whatsapp`);
      expect(pageMoved.statusCode).toBe(301);
      expect(pageMoved.headers.location).toBe(`/unit/${third}/?utm_source=whatsapp`);
      expect((await page(`/unit/${old}/`, 'HEAD')).statusCode).toBe(301);
    }
    const current = await app.inject(unitApi(third));
    expect(current.statusCode).toBe(200);
    expect(current.json<UnitResponse>().data._id).toBe(unit.id);

    // Given back, the first slug is live again and the others lead to it.
    await change('UPDATE units SET slug = $2 WHERE id = $1', [unit.id, unit.slug]);
    expect((await app.inject(unitApi(unit.slug))).statusCode).toBe(200);
    expect((await app.inject(unitApi(third))).headers.location).toBe(unitApi(unit.slug));
  });

  it('of a project answers 301 too, and an old slug of a listing taken down answers 410 at once', async () => {
    const [unit] = await unitsOfAProject('Hosur');
    const renamed = `${unit.project_slug}-phase-1`;
    await change('UPDATE projects SET slug = $2 WHERE slug = $1', [unit.project_slug, renamed]);
    const moved = await app.inject(projectApi(unit.project_slug));
    expect(moved.statusCode).toBe(301);
    expect(moved.headers.location).toBe(projectApi(renamed));
    expect((await page(`/project/${unit.project_slug}/`)).headers.location).toBe(`/project/${renamed}/`);

    await change("UPDATE projects SET status = 'archived' WHERE slug = $1", [renamed]);
    expect((await app.inject(projectApi(unit.project_slug))).statusCode).toBe(410);
    expect((await page(`/project/${unit.project_slug}/`)).statusCode).toBe(410);
  });

  it('leaves unknown slugs at 404', async () => {
    expect((await app.inject(unitApi('no-such-villa'))).statusCode).toBe(404);
    expect((await app.inject(projectApi('no-such-project'))).statusCode).toBe(404);
    expect((await page('/unit/no-such-villa/')).statusCode).toBe(404);
  });
});

describe(`the listing's plan (${testDatabaseKind()})`, () => {
  it('still picks a page of units from the partial index alone', async () => {
    const [{ id }] = (await db.query<{ id: string }>("SELECT id FROM cities WHERE name = 'Bengaluru'")) as [
      { id: string },
    ];
    const plan = await db.query<{ 'QUERY PLAN': string }>(
      `EXPLAIN SELECT u.id FROM units u WHERE u.city_id = $1 AND u.status = 'published'
       ORDER BY u.price, u.name, u.id LIMIT 100`,
      [id],
    );
    expect(plan.map((row) => row['QUERY PLAN']).join('\n')).toMatch(
      /Index Only Scan using units_listing_idx/,
    );
  });
});
