// The sitemap files, built from the database and kept: every file of one generation is built from the
// same cut of pages, and a generation lasts SITEMAP_REBUILD_MS, after which the next request starts a
// new one. A file is built once per generation however many crawlers ask at once, and kept with its
// gzip copy (crawlers ask for gzip), so a request for a kept file costs no database work and no
// compression. At 100,000 units the whole set is about 13 MB of XML (docs/seo.md).
import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/db.ts';
import { createLruCache, type LruCache } from '../../lib/lru-cache.ts';
import {
  createSitemapRepository,
  nextPostPublication,
  SITEMAP_KINDS,
  SITEMAP_PATHS,
  type SitemapKind,
  type SitemapPage,
} from './sitemap-repository.ts';
import { SITEMAP_PAGE_SIZE, sitemapIndexXml, urlsetXml, type SitemapEntry } from './sitemap-xml.ts';

/** How long one generation of the files is served before the database is read again. */
export const SITEMAP_REBUILD_MS = 10 * 60 * 1000;
/** The kept files of a generation, XML and gzip together: past this the least recently asked is rebuilt. */
const SITEMAP_CACHE_BYTES = 96 * 1024 * 1024;

export interface SitemapFile {
  xml: Buffer;
  gzip: Buffer;
  /** A strong ETag of the XML. */
  etag: string;
}

export interface SitemapOptions {
  /** The site's address, no trailing slash: every loc is absolute. */
  publicUrl: string;
  /** URLs per child file (tests make it small). */
  pageSize?: number;
  log: FastifyBaseLogger;
  /** Milliseconds, for the generation's age and which posts are published by then (tests move it). */
  now?: () => number;
}

/** A child sitemap's path on the site: /sitemaps/units-1.xml. */
export const childSitemapPath = (kind: SitemapKind, page: number) => `/sitemaps/${kind}-${page}.xml`;

const CHILD_NAME = new RegExp(`^(${SITEMAP_KINDS.join('|')})-([1-9]\\d{0,5})\\.xml$`);

/** The kind and page (from 1) a child file's name gives, or null when it names none. */
export function parseChildName(name: string): { kind: SitemapKind; page: number } | null {
  const match = CHILD_NAME.exec(name);
  return match ? { kind: match[1] as SitemapKind, page: Number(match[2]) } : null;
}

async function fileOf(xml: string): Promise<SitemapFile> {
  const body = Buffer.from(xml);
  return {
    xml: body,
    gzip: await promisify(gzip)(body),
    etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`,
  };
}

export function createSitemaps(db: Db, options: SitemapOptions) {
  const repository = createSitemapRepository(db);
  const pageSize = options.pageSize ?? SITEMAP_PAGE_SIZE;
  const now = options.now ?? Date.now;
  interface Generation {
    startedAt: number;
    /** Rebuilt from then: the rebuild time, or sooner when a scheduled post is published before it. */
    readonly until: number;
    pages: Promise<Record<SitemapKind, SitemapPage[]>>;
    /** The files built in this generation; a new generation starts with none. */
    files: LruCache<SitemapFile>;
    building: Map<string, Promise<SitemapFile | null>>;
  }
  let generation: Generation | null = null;

  function currentGeneration(): Generation {
    if (generation === null || now() >= generation.until) {
      const startedAt = now();
      const at = new Date(startedAt);
      // Ends at its rebuild time, or when the next scheduled post is published if that is sooner.
      let until = startedAt + SITEMAP_REBUILD_MS;
      const pages = (async () => {
        const [cut, next] = await Promise.all([
          Promise.all(SITEMAP_KINDS.map((kind) => repository.pages(kind, pageSize, at))),
          nextPostPublication(db, at),
        ]);
        if (next !== null) until = Math.min(until, next.getTime());
        return Object.fromEntries(SITEMAP_KINDS.map((kind, index) => [kind, cut[index]!])) as Record<
          SitemapKind,
          SitemapPage[]
        >;
      })();
      // A failed read is not kept: the next request tries again.
      pages.catch(() => {
        if (generation?.pages === pages) generation = null;
      });
      generation = {
        startedAt,
        get until() {
          return until;
        },
        pages,
        files: createLruCache<SitemapFile>({ maxEntries: 1_000, maxBytes: SITEMAP_CACHE_BYTES }),
        building: new Map(),
      };
    }
    return generation;
  }

  const absolute = (path: string) => `${options.publicUrl}${path}`;

  async function buildIndex(pages: Record<SitemapKind, SitemapPage[]>): Promise<SitemapFile> {
    const children = SITEMAP_KINDS.flatMap((kind) =>
      pages[kind].map((page, index) => ({
        loc: absolute(childSitemapPath(kind, index + 1)),
        lastmod: page.lastmod,
      })),
    );
    return fileOf(sitemapIndexXml(children));
  }

  async function buildChild(
    at: Date,
    pages: Record<SitemapKind, SitemapPage[]>,
    kind: SitemapKind,
    number: number,
  ): Promise<SitemapFile | null> {
    const page = pages[kind][number - 1];
    if (page === undefined) return null;
    const endKey = pages[kind][number]?.firstKey ?? null;
    const entries: SitemapEntry[] = [];
    for await (const row of repository.rows(kind, page.firstKey, endKey, pageSize, at)) {
      entries.push({ loc: absolute(SITEMAP_PATHS[kind](row.value)), lastmod: row.lastmod });
    }
    const xml = urlsetXml(entries, (loc) =>
      options.log.warn({ loc: loc.slice(0, 200) }, 'Sitemap: a URL too long for a sitemap was left out'),
    );
    return fileOf(xml);
  }

  /** The file of `name` ('index' or a child's 'units-1'), built once per generation; null when there is none. */
  async function get(name: string): Promise<SitemapFile | null> {
    const child = name === 'index' ? null : parseChildName(`${name}.xml`);
    if (name !== 'index' && child === null) return null;
    const { startedAt, pages, files, building } = currentGeneration();
    const kept = files.get(name);
    if (kept !== undefined) return kept;
    let pending = building.get(name);
    if (pending === undefined) {
      pending = (async () => {
        const cut = await pages;
        const file =
          child === null
            ? await buildIndex(cut)
            : await buildChild(new Date(startedAt), cut, child.kind, child.page);
        if (file !== null) files.set(name, file, file.xml.length + file.gzip.length);
        return file;
      })().finally(() => building.delete(name));
      building.set(name, pending);
    }
    return pending;
  }

  return { get };
}

export type Sitemaps = ReturnType<typeof createSitemaps>;
