// What the sitemaps list, read with keyset paging: the pages of each kind are cut by position in the
// key's order once (one pass, kept by the caller), then a page is read from its first key onwards in
// chunks, never with an OFFSET.
//
// Visible means what a visitor can open from the site: published units and projects of public cities, the
// listing pages of public cities that have units, and posts published by now (the blog repository's
// rule). Units and projects have no update time: their lastmod is when they were listed (a project's,
// also when its newest unit was); a post's is its last edit or its publication, whichever is later.
import type { Db } from '../../db/db.ts';
import { PAGE_PATHS } from '../../lib/page-paths.ts';
import { PUBLISHED } from '../../plugins/app/blog-posts.ts';
import { PUBLISHED_PROJECT, PUBLISHED_UNIT } from '../../plugins/app/catalogue-summaries.ts';

export const SITEMAP_KINDS = ['units', 'projects', 'posts', 'cities'] as const;
export type SitemapKind = (typeof SITEMAP_KINDS)[number];

export function isSitemapKind(value: string): value is SitemapKind {
  return (SITEMAP_KINDS as readonly string[]).includes(value);
}

/**
 * Each kind's visible rows: `key` (unique, the paging order), `value` (what the page's path is built
 * from) and `modified`. Conditions on `key` reach the tables' primary keys.
 */
const VISIBLE_ROWS: Record<SitemapKind, string> = {
  units: `SELECT u.id AS key, u.slug AS value, u.created_at AS modified
    FROM units u JOIN cities c ON c.id = u.city_id WHERE c.visibility = 'public' AND ${PUBLISHED_UNIT}`,
  projects: `SELECT p.id AS key, p.slug AS value,
      GREATEST(p.created_at,
        (SELECT max(u.created_at) FROM units u WHERE u.project_id = p.id AND ${PUBLISHED_UNIT})) AS modified
    FROM projects p JOIN cities c ON c.id = p.city_id WHERE c.visibility = 'public' AND ${PUBLISHED_PROJECT}`,
  posts: `SELECT p.id AS key, p.slug AS value, GREATEST(p.updated_at, p.published_at) AS modified
    FROM blog_posts p WHERE ${PUBLISHED}`,
  cities: `SELECT c.id AS key, c.name AS value, max(u.created_at) AS modified
    FROM cities c JOIN units u ON u.city_id = c.id WHERE c.visibility = 'public' AND ${PUBLISHED_UNIT}
    GROUP BY c.id, c.name`,
};

/** The site path of a row's page. */
export const SITEMAP_PATHS: Record<SitemapKind, (value: string) => string> = {
  units: PAGE_PATHS.unit,
  projects: PAGE_PATHS.project,
  posts: PAGE_PATHS.post,
  cities: PAGE_PATHS.cityListing,
};

const W3C_DATETIME = `'YYYY-MM-DD"T"HH24:MI:SS"Z"'`;
const lastmodOf = (column: string) => `to_char(${column} AT TIME ZONE 'UTC', ${W3C_DATETIME})`;

/** One child sitemap's share of a kind: its first key, its number of URLs and its newest change. */
export interface SitemapPage {
  firstKey: string;
  urls: number;
  lastmod: string | null;
}

export interface SitemapRow {
  key: string;
  value: string;
  lastmod: string | null;
}

/** Rows read per statement while a page is built. */
export const SITEMAP_CHUNK_ROWS = 5_000;

export function createSitemapRepository(db: Db) {
  return {
    /** The kind's visible rows cut into pages of `pageSize`, in key order. */
    async pages(kind: SitemapKind, pageSize: number): Promise<SitemapPage[]> {
      const rows = await db.query<{ first_key: string; urls: number; lastmod: string | null }>(
        `SELECT min(key) AS first_key, count(*)::int AS urls, ${lastmodOf('max(modified)')} AS lastmod
         FROM (SELECT key, modified, (row_number() OVER (ORDER BY key) - 1) / $1 AS page
               FROM (${VISIBLE_ROWS[kind]}) visible) numbered
         GROUP BY page ORDER BY page`,
        [pageSize],
      );
      return rows.map((row) => ({ firstKey: row.first_key, urls: row.urls, lastmod: row.lastmod }));
    },

    /**
     * The rows of one page: from `firstKey` on, before `endKey` (the next page's first key; null for
     * the last page), at most `limit`, read in chunks that each continue after the last key read.
     */
    async *rows(kind: SitemapKind, firstKey: string, endKey: string | null, limit: number) {
      let after = '';
      let left = limit;
      while (left > 0) {
        const chunk = await db.query<SitemapRow>(
          `SELECT key, value, ${lastmodOf('modified')} AS lastmod FROM (${VISIBLE_ROWS[kind]}) visible
           WHERE key >= $1 AND key > $2 AND ($3::text IS NULL OR key < $3)
           ORDER BY key LIMIT $4`,
          [firstKey, after, endKey, Math.min(left, SITEMAP_CHUNK_ROWS)],
        );
        yield* chunk;
        const last = chunk.at(-1);
        if (last === undefined || chunk.length < Math.min(left, SITEMAP_CHUNK_ROWS)) return;
        after = last.key;
        left -= chunk.length;
      }
    },
  };
}

export type SitemapRepository = ReturnType<typeof createSitemapRepository>;
