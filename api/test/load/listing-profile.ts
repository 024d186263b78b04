// Where a fresh listing's time goes, one request at a time (issue 28, part 3): for a series of
// never-seen filters (random-filters.ts), the time of each of the listing's statements in the
// database, the rest of building the answer in the repository, the route's serialisation, the hash
// and the compression the cache adds, and the answer's size. Medians and p90 over the series, split
// by answers that match and those that fall back to similar units.
//
// --explain N first prints EXPLAIN (ANALYZE, BUFFERS) of every statement of the series' first N.
//
//   DATABASE_URL=postgres://… npx tsx test/load/listing-profile.ts [--count 200] [--explain 3]
import { createHash } from 'node:crypto';
import { parseArgs } from 'node:util';
import { brotliCompressSync, constants } from 'node:zlib';
import { loadConfig } from '../../src/config.ts';
import { openDb, type Db } from '../../src/db/db.ts';
import { buildApp } from '../../src/app.ts';
import { listingPageUrl, randomListings } from './random-filters.ts';

const { values } = parseArgs({
  options: { count: { type: 'string', default: '200' }, explain: { type: 'string', default: '0' } },
});
const COUNT = Number(values.count);
const EXPLAIN = Number(values.explain);

const databaseUrl = process.env.DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? null;
const config = loadConfig({ ...process.env, NODE_ENV: 'production', LOG_LEVEL: 'warn' });
const db = await openDb({ databaseUrl, dataDir: config.dataDir });

/** Each statement's time, by the first words that tell them apart. */
let statements: { label: string; ms: number; sql: string; params: readonly unknown[] }[] = [];
const label = (sql: string) => {
  const text = sql.replace(/\s+/g, ' ');
  if (/FROM \(SELECT u\.id|u\.id = ANY/.test(text)) return 'units page';
  if (/bhk_types/.test(text)) return 'projects page';
  if (/count\(/.test(text)) return 'count';
  return 'other';
};
const timed: Db = {
  kind: db.kind,
  // The job runner opens its own connections from these.
  ...(db.url === undefined ? {} : { url: db.url }),
  ...(db.embedded === undefined ? {} : { embedded: db.embedded }),
  query: async <T>(sql: string, params: readonly unknown[] = []) => {
    const started = performance.now();
    const rows = await db.query<T>(sql, params);
    statements.push({ label: label(sql), ms: performance.now() - started, sql, params });
    return rows;
  },
  exec: (sql) => db.exec(sql),
  transaction: (fn) => db.transaction(fn),
  close: async () => undefined,
};
const app = await buildApp({ ...config, databaseUrl, seedOnStart: false }, { db: timed });
await app.ready();

type Phase = 'count' | 'units page' | 'projects page' | 'other' | 'statements' | 'inject' | 'brotli' | 'hash';
const samples: Record<'success' | 'similar_units', Record<Phase, number[]> & { kb: number[] }> = {
  success: {
    count: [],
    'units page': [],
    'projects page': [],
    other: [],
    statements: [],
    inject: [],
    brotli: [],
    hash: [],
    kb: [],
  },
  similar_units: {
    count: [],
    'units page': [],
    'projects page': [],
    other: [],
    statements: [],
    inject: [],
    brotli: [],
    hash: [],
    kb: [],
  },
};
const next = randomListings(2800);
// One answer first, not measured: what a server does once (the listing index, since issue 28).
await app.inject(listingPageUrl({ city: 'Bengaluru', filters: { bhk: ['2'] } }));
for (let index = 0; index < EXPLAIN; index += 1) {
  statements = [];
  const url = listingPageUrl(next());
  const response = await app.inject(url);
  console.log(
    `\n### ${decodeURIComponent(url)} → ${response.statusCode}, ${response.rawPayload.length} bytes`,
  );
  for (const { sql, params } of statements.filter((statement) => statement.label !== 'other')) {
    const plan = await db.query<{ 'QUERY PLAN': string }>(`EXPLAIN (ANALYZE, BUFFERS) ${sql}`, params);
    console.log(`\n${sql.replace(/\s+/g, ' ').trim()}\n  -- ${JSON.stringify(params)}`);
    console.log(plan.map((row) => row['QUERY PLAN']).join('\n'));
  }
}
for (let index = 0; index < COUNT; index += 1) {
  statements = [];
  const started = performance.now();
  const response = await app.inject(listingPageUrl(next()));
  const inject = performance.now() - started;
  const body = response.rawPayload;
  const message = (JSON.parse(body.toString()) as { message: 'success' | 'similar_units' }).message;
  const into = samples[message];
  into.inject.push(inject);
  const byLabel = new Map<string, number>();
  for (const { label: name, ms } of statements) byLabel.set(name, (byLabel.get(name) ?? 0) + ms);
  for (const [name, ms] of byLabel) into[name as Phase].push(ms);
  into.statements.push(statements.reduce((sum, statement) => sum + statement.ms, 0));
  let phase = performance.now();
  createHash('sha256').update(body).digest('base64url');
  into.hash.push(performance.now() - phase);
  phase = performance.now();
  brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } });
  into.brotli.push(performance.now() - phase);
  into.kb.push(body.length / 1024);
}
await app.close();
await db.close();

const quantile = (list: number[], q: number) =>
  [...list].sort((a, b) => a - b)[Math.min(list.length - 1, Math.floor(list.length * q))] ?? NaN;
for (const [message, phases] of Object.entries(samples)) {
  console.log(`\n${message}: ${phases.inject.length} answers (median, p90)`);
  for (const [phase, list] of Object.entries(phases)) {
    if (list.length === 0) continue;
    console.log(
      `  ${phase.padEnd(14)} ${quantile(list, 0.5).toFixed(2).padStart(8)} ${quantile(list, 0.9).toFixed(2).padStart(8)}`,
    );
  }
}
