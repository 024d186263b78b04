// What the sitemaps list, read with keyset paging: the pages of each kind are cut by position in the
// key's order once (one pass, kept by the caller), then a page is read from its first key onwards in
// chunks, never with an OFFSET.
//
// Visible means what a visitor can open from the site: published units and projects of public cities, the
// listing pages of public cities that have units, and posts published by now (the blog repository's
// rule). Units and projects have no update time: their lastmod is when they were listed (a project's,
// also when its newest unit was); a post's is its last edit or its publication, whichever is later.
import { sql } from 'kysely';
import type { Db } from '../../db/db.ts';
import { qb, runSql } from '../../db/kysely.ts';
import { PAGE_PATHS } from '../../lib/page-paths.ts';
import { publishedBy } from '../../plugins/app/blog-posts.ts';
import { publishedProject, publishedUnit } from '../../plugins/app/catalogue-summaries.ts';

export const SITEMAP_KINDS = ['units', 'projects', 'posts', 'cities'] as const;
export type SitemapKind = (typeof SITEMAP_KINDS)[number];

export function isSitemapKind(value: string): value is SitemapKind {
  return (SITEMAP_KINDS as readonly string[]).includes(value);
}

const ofPublicCity = sql.raw<boolean>("c.visibility = 'public'");

/**
 * Each kind's visible rows: `key` (unique, the paging order), `value` (what the page's path is built
 * from) and `modified`. Conditions on `key` reach the tables' primary keys.
 */
const VISIBLE_ROWS = {
  units: () =>
    qb
      .selectFrom('units as u')
      .innerJoin('cities as c', 'c.id', 'u.city_id')
      .select(['u.id as key', 'u.slug as value', 'u.created_at as modified'])
      .where(ofPublicCity)
      .where(publishedUnit),
  projects: () =>
    qb
      .selectFrom('projects as p')
      .innerJoin('cities as c', 'c.id', 'p.city_id')
      .select([
        'p.id as key',
        'p.slug as value',
        sql<Date>`GREATEST(p.created_at,
          (SELECT max(u.created_at) FROM units u WHERE u.project_id = p.id AND ${publishedUnit}))`.as(
          'modified',
        ),
      ])
      .where(ofPublicCity)
      .where(publishedProject),
  posts: (now: Date) =>
    qb
      .selectFrom('blog_posts as p')
      .select([
        'p.id as key',
        'p.slug as value',
        sql<Date>`GREATEST(p.updated_at, p.published_at)`.as('modified'),
      ])
      .where(publishedBy(now)),
  cities: () =>
    qb
      .selectFrom('cities as c')
      .innerJoin('units as u', 'u.city_id', 'c.id')
      .select(['c.id as key', 'c.name as value', sql<Date>`max(u.created_at)`.as('modified')])
      .where(ofPublicCity)
      .where(publishedUnit)
      .groupBy(['c.id', 'c.name']),
} satisfies Record<SitemapKind, unknown>;

/** The site path of a row's page. */
export const SITEMAP_PATHS: Record<SitemapKind, (value: string) => string> = {
  units: PAGE_PATHS.unit,
  projects: PAGE_PATHS.project,
  posts: PAGE_PATHS.post,
  cities: PAGE_PATHS.cityListing,
};

const W3C_DATETIME = sql.lit('YYYY-MM-DD"T"HH24:MI:SS"Z"');
const lastmodOf = (time: ReturnType<typeof sql>) =>
  sql<string | null>`to_char(${time} AT TIME ZONE 'UTC', ${W3C_DATETIME})`;

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

/** What is visible at `at` is listed: a generation of the sitemaps reads all its files at its time. */
export function createSitemapRepository(db: Db) {
  return {
    /** The kind's visible rows at `at` cut into pages of `pageSize`, in key order. */
    async pages(kind: SitemapKind, pageSize: number, at: Date): Promise<SitemapPage[]> {
      // Numbered over a derived table by a window function: written as SQL over the built rows.
      const rows = await runSql(
        db,
        sql<{ first_key: string; urls: number; lastmod: string | null }>`
          SELECT min(key) AS first_key, count(*)::int AS urls, ${lastmodOf(sql`max(modified)`)} AS lastmod
          FROM (SELECT key, modified, (row_number() OVER (ORDER BY key) - 1) / ${pageSize} AS page
                FROM (${VISIBLE_ROWS[kind](at)}) visible) numbered
          GROUP BY page ORDER BY page`,
      );
      return rows.map((row) => ({ firstKey: row.first_key, urls: row.urls, lastmod: row.lastmod }));
    },

    /**
     * The rows of one page: from `firstKey` on, before `endKey` (the next page's first key; null for
     * the last page), at most `limit`, read in chunks that each continue after the last key read.
     */
    async *rows(kind: SitemapKind, firstKey: string, endKey: string | null, limit: number, at: Date) {
      let after = '';
      let left = limit;
      while (left > 0) {
        const chunk = await runSql(
          db,
          sql<SitemapRow>`
            SELECT key, value, ${lastmodOf(sql`modified`)} AS lastmod FROM (${VISIBLE_ROWS[kind](at)}) visible
            WHERE key >= ${firstKey} AND key > ${after} AND (${endKey}::text IS NULL OR key < ${endKey})
            ORDER BY key LIMIT ${Math.min(left, SITEMAP_CHUNK_ROWS)}`,
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

/** When the next scheduled post becomes visible after `at`, or null when none is scheduled. */
export async function nextPostPublication(db: Db, at: Date): Promise<Date | null> {
  const [row] = await runSql(
    db,
    sql<{ next: Date | null }>`SELECT min(published_at) AS next FROM blog_posts
      WHERE status = 'published' AND published_at > ${at}`,
  );
  return row?.next ?? null;
}

export type SitemapRepository = ReturnType<typeof createSitemapRepository>;
