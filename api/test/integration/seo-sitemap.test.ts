// /sitemap.xml, its child sitemaps and /robots.txt, on the seeded test database: what a crawler reads.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSitemaps } from '../../src/routes/seo/sitemaps.ts';
import { MAX_ENTRY_BYTES, urlsetXml } from '../../src/routes/seo/sitemap-xml.ts';
import { buildTestApp } from '../helpers/app.ts';
import { addPost, removeAddedPosts } from '../helpers/blog-posts.ts';
import { getTestDb } from '../helpers/database.ts';

const SITE = 'https://villas.example.com';

interface XmlEntry {
  loc: string;
  lastmod: string | null;
}

/**
 * A small check of well-formedness (every element closed in order, no bare `&` or `<` in text) that
 * returns the `<loc>`/`<lastmod>` pairs of each `<url>` or `<sitemap>`, entities decoded.
 */
function parseSitemap(xml: string): { root: string; entries: XmlEntry[] } {
  expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n')).toBe(true);
  const body = xml.slice(xml.indexOf('\n') + 1);
  const stack: string[] = [];
  const entries: XmlEntry[] = [];
  let root = '';
  let text = '';
  let current: XmlEntry | null = null;
  const decode = (value: string) =>
    value.replace(
      /&(amp|lt|gt|quot|apos);/g,
      (_all, name: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" })[name] ?? '',
    );
  for (const token of body.match(/<[^>]*>|[^<]+/g) ?? []) {
    if (!token.startsWith('<')) {
      expect(token).not.toMatch(/&(?!(amp|lt|gt|quot|apos);)/);
      text += token;
      continue;
    }
    const [, closing, name] = /^<(\/?)([a-z]+)[^>]*>$/i.exec(token) ?? [];
    expect(name, `a tag: ${token}`).toBeDefined();
    if (closing) {
      expect(stack.pop()).toBe(name);
      if (name === 'loc' && current) current.loc = decode(text.trim());
      if (name === 'lastmod' && current) current.lastmod = text.trim();
      if ((name === 'url' || name === 'sitemap') && current) entries.push(current);
    } else {
      if (stack.length === 0) root = name!;
      stack.push(name!);
      if (name === 'url' || name === 'sitemap') current = { loc: '', lastmod: null };
    }
    text = '';
  }
  expect(stack).toEqual([]);
  return { root, entries };
}

const W3C_DATETIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/;
const utcSecond = (value: Date | string) => new Date(value).toISOString().replace(/\.\d{3}Z$/, 'Z');

let app: FastifyInstance;
let webRoot: string;
beforeAll(async () => {
  // A build that ships its own robots.txt: the server's must be the one answered.
  webRoot = mkdtempSync(path.join(tmpdir(), 'villa-seo-web-'));
  mkdirSync(path.join(webRoot, 'shell'), { recursive: true });
  writeFileSync(path.join(webRoot, 'shell', 'index.html'), '<!doctype html><title>Shell</title>');
  writeFileSync(path.join(webRoot, 'shell', 'robots.txt'), 'User-agent: *\nDisallow: /\n');
  app = await buildTestApp({ publicUrl: SITE, webRoot });
});
afterAll(async () => {
  await app.close();
  rmSync(webRoot, { recursive: true, force: true });
});

describe('robots.txt', () => {
  it("names the sitemap, keeps crawlers out of buyers' pages, the API and the studio, and lets them fetch pictures", async () => {
    const response = await app.inject('/robots.txt');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(response.headers['cache-control']).toBe('public, max-age=3600');
    expect(response.body).toBe(
      [
        'User-agent: *',
        'Allow: /api/v1/media/',
        'Disallow: /api/',
        'Disallow: /profile/',
        'Disallow: /studio/',
        '',
        `Sitemap: ${SITE}/sitemap.xml`,
        '',
      ].join('\n'),
    );
    const head = await app.inject({ method: 'HEAD', url: '/robots.txt' });
    expect(head.statusCode).toBe(200);
    expect(head.body).toBe('');
  });
});

describe('sitemap', () => {
  it('is an index of the child sitemaps, with absolute locs, served as XML with a cache time', async () => {
    const response = await app.inject('/sitemap.xml');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(response.headers['cache-control']).toBe('public, max-age=3600');
    const { root, entries } = parseSitemap(response.body);
    expect(root).toBe('sitemapindex');
    expect(response.body).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(entries.map((entry) => entry.loc)).toEqual([
      `${SITE}/sitemaps/units-1.xml`,
      `${SITE}/sitemaps/projects-1.xml`,
      `${SITE}/sitemaps/posts-1.xml`,
      `${SITE}/sitemaps/cities-1.xml`,
    ]);
    for (const entry of entries) expect(entry.lastmod).toMatch(W3C_DATETIME);
  });

  it('answers HEAD like GET, without a body', async () => {
    const get = await app.inject('/sitemaps/units-1.xml');
    const head = await app.inject({ method: 'HEAD', url: '/sitemaps/units-1.xml' });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-type']).toBe(get.headers['content-type']);
    expect(head.headers.etag).toBe(get.headers.etag);
    expect(head.body).toBe('');
  });

  it('lists every unit with its page, absolute, and the time it was listed', async () => {
    const db = await getTestDb();
    const units = await db.query<{ slug: string; created_at: Date | string }>(
      // Published only: other test files add drafts to the shared database meanwhile.
      `SELECT u.slug, u.created_at FROM units u JOIN cities c ON c.id = u.city_id
       WHERE c.visibility = 'public' AND u.status = 'published'`,
    );
    const { root, entries } = parseSitemap((await app.inject('/sitemaps/units-1.xml')).body);
    expect(root).toBe('urlset');
    expect(entries).toHaveLength(units.length);
    const listed = new Map(entries.map((entry) => [entry.loc, entry.lastmod]));
    for (const unit of units) {
      expect(listed.get(`${SITE}/unit/${unit.slug}/`)).toBe(utcSecond(unit.created_at));
    }
  });

  it('lists projects, and the listing pages of the cities that have villas', async () => {
    const projects = parseSitemap((await app.inject('/sitemaps/projects-1.xml')).body).entries;
    const [count] = await (
      await getTestDb()
    ).query<{ n: number }>("SELECT count(*)::int AS n FROM projects WHERE status = 'published'");
    expect(projects).toHaveLength(count!.n);
    for (const entry of projects) {
      expect(entry.loc).toMatch(new RegExp(`^${SITE}/project/[a-z0-9-]+/$`));
      expect(entry.lastmod).toMatch(W3C_DATETIME);
    }
    const cities = parseSitemap((await app.inject('/sitemaps/cities-1.xml')).body).entries;
    expect(cities.map((entry) => entry.loc).sort()).toEqual(
      ['Bengaluru', 'Chennai', 'Hosur', 'Hyderabad', 'Mysore'].map((city) => `${SITE}/units?city=${city}`),
    );
  });

  it('sends gzip to a client that takes it, and 304 for the ETag it holds', async () => {
    const plain = await app.inject('/sitemaps/units-1.xml');
    const zipped = await app.inject({
      url: '/sitemaps/units-1.xml',
      headers: { 'accept-encoding': 'gzip, br' },
    });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(zipped.rawPayload).toString()).toBe(plain.body);
    const again = await app.inject({
      url: '/sitemaps/units-1.xml',
      headers: { 'if-none-match': String(plain.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('answers 404 for a child sitemap that does not exist', async () => {
    for (const url of [
      '/sitemaps/units-2.xml',
      '/sitemaps/units-0.xml',
      '/sitemaps/index.xml',
      '/sitemaps/villas-1.xml',
      '/sitemaps/units-1.txt',
    ]) {
      const response = await app.inject(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.json<{ message: string }>().message).toBe('Sitemap not found');
    }
  });
});

describe('sitemap: only what visitors can open', () => {
  let hidden: FastifyInstance;
  beforeAll(async () => {
    const db = await getTestDb();
    await addPost({ status: 'draft' });
    await addPost({ publishedIn: 48 }); // scheduled: not published yet
    await addPost({ publishedIn: -2 });
    await db.query(`UPDATE cities SET visibility = 'hidden' WHERE name = 'Hosur'`);
    // A new app: the first one keeps the files it built for ten minutes.
    hidden = await buildTestApp({ publicUrl: SITE });
  });
  afterAll(async () => {
    await (await getTestDb()).query(`UPDATE cities SET visibility = 'public' WHERE name = 'Hosur'`);
    await removeAddedPosts();
    await hidden.close();
  });

  it('leaves out drafts and posts scheduled for later, with lastmod the later of edit and publication', async () => {
    const db = await getTestDb();
    const published = await db.query<{ slug: string; lastmod: Date | string }>(
      `SELECT slug, GREATEST(updated_at, published_at) AS lastmod FROM blog_posts
       WHERE status = 'published' AND published_at <= now()`,
    );
    const entries = parseSitemap((await hidden.inject('/sitemaps/posts-1.xml')).body).entries;
    expect(entries.map((entry) => entry.loc).sort()).toEqual(
      published.map((post) => `${SITE}/blog/${post.slug}`).sort(),
    );
    for (const post of published) {
      expect(entries.find((entry) => entry.loc.endsWith(`/blog/${post.slug}`))?.lastmod).toBe(
        utcSecond(post.lastmod),
      );
    }
    const [drafts] = await db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM blog_posts WHERE status = 'draft' OR published_at > now()`,
    );
    expect(drafts!.n).toBeGreaterThanOrEqual(2);
  });

  it("leaves out a hidden city's listing page, units and projects", async () => {
    const db = await getTestDb();
    const hosur = await db.query<{ slug: string }>(
      `SELECT u.slug FROM units u JOIN cities c ON c.id = u.city_id WHERE c.name = 'Hosur' AND u.status = 'published'`,
    );
    expect(hosur.length).toBeGreaterThan(0);
    const units = parseSitemap((await hidden.inject('/sitemaps/units-1.xml')).body).entries.map((e) => e.loc);
    for (const unit of hosur) expect(units).not.toContain(`${SITE}/unit/${unit.slug}/`);
    const cities = parseSitemap((await hidden.inject('/sitemaps/cities-1.xml')).body).entries.map(
      (e) => e.loc,
    );
    expect(cities).not.toContain(`${SITE}/units?city=Hosur`);
    expect(cities).toContain(`${SITE}/units?city=Bengaluru`);
  });
});

describe('sitemap paging', () => {
  it('cuts a kind into child files of at most the page size, each URL once, in order', async () => {
    const db = await getTestDb();
    const sitemaps = createSitemaps(db, { publicUrl: SITE, pageSize: 7, log: app.log });
    const [total] = await db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM units u JOIN cities c ON c.id = u.city_id
       WHERE c.visibility = 'public' AND u.status = 'published'`,
    );
    const pages = Math.ceil(total!.n / 7);
    expect(pages).toBeGreaterThan(2);

    const index = parseSitemap((await sitemaps.get('index'))!.xml.toString()).entries.map((e) => e.loc);
    const unitChildren = index.filter((loc) => loc.includes('/sitemaps/units-'));
    expect(unitChildren).toEqual(
      Array.from({ length: pages }, (_, i) => `${SITE}/sitemaps/units-${i + 1}.xml`),
    );

    const seen: string[] = [];
    for (let page = 1; page <= pages; page += 1) {
      const entries = parseSitemap((await sitemaps.get(`units-${page}`))!.xml.toString()).entries;
      expect(entries.length).toBe(page < pages ? 7 : total!.n - 7 * (pages - 1));
      seen.push(...entries.map((entry) => entry.loc));
    }
    expect(new Set(seen).size).toBe(total!.n);
    expect(await sitemaps.get(`units-${pages + 1}`)).toBeNull();
  });

  it('escapes XML, and leaves out a URL too long for a 50 MB file of 50,000', () => {
    const skipped: string[] = [];
    const long = `${SITE}/unit/${'a'.repeat(MAX_ENTRY_BYTES)}/`;
    const xml = urlsetXml(
      [
        { loc: `${SITE}/units?city=A&B<C>`, lastmod: '2026-11-26T00:00:00Z' },
        { loc: long, lastmod: null },
      ],
      (loc) => skipped.push(loc),
    );
    expect(xml).toContain('<loc>https://villas.example.com/units?city=A&amp;B&lt;C&gt;</loc>');
    expect(parseSitemap(xml).entries).toEqual([
      { loc: `${SITE}/units?city=A&B<C>`, lastmod: '2026-11-26T00:00:00Z' },
    ]);
    expect(skipped).toEqual([long]);
  });
});
