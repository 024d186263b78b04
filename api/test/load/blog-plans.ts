// The query plans and times of blog search and Popular on the seeded blog (docs/blog.md):
//   npx tsx test/load/blog-plans.ts                 # in-memory PGlite, migrated and seeded
//   DATABASE_URL=postgres://... npx tsx test/load/blog-plans.ts
// Prints EXPLAIN ANALYZE of the statements the repository runs, then the median time of the whole
// call (list and count) over 50 runs. With --no-seqscan the planner is told to avoid sequential
// scans; with --synthetic N, N more published posts on another subject are added first, so the
// plans are those of a blog big enough for the planner to prefer the indexes. One in 50 of them was
// read on each of the last 30 days and one in 250 liked 3 times this month: Popular's recent
// activity.
import path from 'node:path';
import { PACKAGE_ROOT } from '../../src/config.ts';
import type { Db } from '../../src/db/db.ts';
import { openDb } from '../../src/db/db.ts';
import { migrate } from '../../src/db/migrate.ts';
import { seedIfEmpty } from '../../src/db/seed.ts';
import { searchQuery } from '../../src/plugins/app/blog-posts.ts';
import { createBlogRepository } from '../../src/plugins/app/blog-repository.ts';

const RUNS = 50;
const noSeqscan = process.argv.includes('--no-seqscan');

function explaining(db: Db, plans: string[]): Db {
  return {
    ...db,
    query: async <T>(sql: string, params?: readonly unknown[]) => {
      if (/^\s*(SELECT|WITH)/i.test(sql)) {
        const rows = await db.query<{ 'QUERY PLAN': string }>(`EXPLAIN (ANALYZE, COSTS OFF) ${sql}`, params);
        plans.push(rows.map((row) => row['QUERY PLAN']).join('\n'));
      }
      return db.query<T>(sql, params);
    },
  };
}

async function median(run: () => Promise<unknown>): Promise<number> {
  const times: number[] = [];
  for (let index = 0; index < RUNS; index += 1) {
    const started = performance.now();
    await run();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(RUNS / 2)]!;
}

const db = await openDb({ databaseUrl: process.env.DATABASE_URL || null, dataDir: 'memory://' });
await migrate(db, path.join(PACKAGE_ROOT, 'migrations'));
await seedIfEmpty(db);
const syntheticArg = process.argv.indexOf('--synthetic');
if (syntheticArg !== -1) {
  // Published posts about something else, so that search must find its few posts among many.
  await db.query(
    `INSERT INTO blog_posts (id, slug, title, excerpt, content, featured_image, status, author_id, published_at, like_count, view_count)
     SELECT 'f' || lpad(to_hex(n), 23, '0'), 'synthetic-' || n, 'Garden notes ' || n, 'Plants for a villa garden, part ' || n,
       '<p>Water the lawn early; mulch the beds; prune in winter. Note ' || n || '.</p>', '/x.svg', 'published',
       (SELECT id FROM blog_authors LIMIT 1), now() - n * interval '1 hour', n % 200, n % 5000
     FROM generate_series(1, $1::int) n`,
    [Number(process.argv[syntheticArg + 1] ?? 5000)],
  );
  await db.exec(
    `INSERT INTO blog_post_daily_views (post_id, day, views)
     SELECT id, (now() AT TIME ZONE 'Asia/Kolkata')::date - d, 1 + (view_count + d) % 40
     FROM blog_posts, generate_series(0, 29) d WHERE id LIKE 'f%' AND view_count % 50 = 0;
     INSERT INTO blog_likes (id, post_id, visitor_hash, created_at)
     SELECT 'e' || lpad(to_hex(row_number() OVER ()), 23, '0'), id, 'visitor:synthetic-' || k, now() - k * interval '1 day'
     FROM blog_posts, generate_series(1, 3) k WHERE id LIKE 'f%' AND view_count % 250 = 0;`,
  );
  await db.exec('ANALYZE');
}
if (noSeqscan) await db.query('SET enable_seqscan = off');
const [{ posts } = { posts: 0 }] = await db.query<{ posts: number }>(
  'SELECT count(*)::int AS posts FROM blog_posts',
);
console.log(`${db.kind}, ${posts} posts${noSeqscan ? ', enable_seqscan off' : ''}\n`);

const cases = [
  {
    name: 'search "rera registration"',
    options: { page: 1, limit: 10, search: searchQuery('rera registration')!, order: 'relevance' as const },
  },
  { name: 'popular (limit 5)', options: { page: 1, limit: 5, order: 'popular' as const } },
];
for (const { name, options } of cases) {
  const plans: string[] = [];
  await createBlogRepository(explaining(db, plans)).listPublished(options);
  const repository = createBlogRepository(db);
  const ms = await median(() => repository.listPublished(options));
  console.log(
    `## ${name}: median ${ms.toFixed(2)} ms per call (list + count, ${RUNS} runs)\n${plans.join('\n')}\n`,
  );
}
await db.close();
