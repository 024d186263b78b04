// The listing's bench (issue 9, part 7). A production server, on a fresh PGlite folder with the seed
// or, when TEST_DATABASE_URL is set (scripts/pg-cluster.mjs sets it), on that PostgreSQL database; with
// --units N on a synthetic catalogue of N units. Over 50 keep-alive connections it measures /health and
// the filtered listing's first page and page 50, both as the same query repeated (answered from the
// server's cache) and as a query of its own on every request (built from the database; for page 50
// also as the same filter written differently each time: built from the database, its totals known
// from an earlier page), and the unit and project detail pages of the first page's slugs, and prints
// req/s, p50 and p99 with the listing's req/s as a share of /health's in the same run. --explain then
// prints the plans of the listing's statements (EXPLAIN ANALYZE) for docs/listing-performance.md.
//
// The scenarios take turns (--rounds), so that a machine busy with something else for a while slows
// them all alike. Requests send a browser's Accept-Encoding unless told otherwise.
//
//   npx tsx test/load/listing-bench.ts [--seconds 12] [--rounds 3] [--connections 50] [--units N]
//     [--accept-encoding identity] [--only 'uncached'] [--explain]
//   node scripts/pg-cluster.mjs -- npx tsx test/load/listing-bench.ts --units 100000 --explain
//
// --baseline DIR also starts the server of another checkout's api folder (say, a `git worktree` of the
// commit before a change) on the same database, and runs each scenario on it just before this one's:
// a before and after measured in the same run (docs/listing-performance.md). --baseline-database URL
// gives it a database of its own, seeded alike, where this checkout adds migrations.
import { mkdtempSync, rmSync } from 'node:fs';
import { Agent, get } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { buildApp } from '../../src/app.ts';
import { loadConfig, PACKAGE_ROOT } from '../../src/config.ts';
import { openDb, type Db } from '../../src/db/db.ts';
import { migrate } from '../../src/db/migrate.ts';
import { seedIfEmpty } from '../../src/db/seed.ts';
import { syntheticCatalogue } from '../../src/db/synthetic-catalogue.ts';
import type { ListingResponse } from '../../src/schemas/index.ts';
import { startServerProcess } from '../helpers/server-process.ts';
import { listingPageUrl, randomListings } from './random-filters.ts';

const { values } = parseArgs({
  options: {
    seconds: { type: 'string', default: '12' },
    rounds: { type: 'string', default: '3' },
    connections: { type: 'string', default: '50' },
    units: { type: 'string' },
    explain: { type: 'boolean', default: false },
    // What browsers send; `--accept-encoding identity` measures uncompressed answers.
    'accept-encoding': { type: 'string', default: 'gzip, deflate, br' },
    // Only the listing scenarios whose name contains this (and /health, for the ratio).
    only: { type: 'string' },
    // Another checkout's api folder (the code before a change): each scenario runs on its server
    // too, in turns with this one's, on the same database.
    baseline: { type: 'string' },
    // The baseline's own PostgreSQL database (seeded alike), when this checkout adds migrations the
    // baseline must not see (an index, say).
    'baseline-database': { type: 'string' },
  },
});
/** Each scenario's time in all, in `ROUNDS` turns. */
const SECONDS = Number(values.seconds);
const ROUNDS = Number(values.rounds);
const CONNECTIONS = Number(values.connections);
const UNITS = values.units === undefined ? null : Number(values.units);
const WARM_UP_SECONDS = 1;
/** Goals of the issue: the listing's p99 at 50 connections, and its throughput against /health's. */
const P99_GOAL_MS = 50;
const RATIO_GOAL = 0.3;

/** The spec's default filter (§9: 1 to 3.5 Cr, 1,000 to 4,000 sq.ft), with 3 or 4 bedrooms. */
const FILTER = {
  bhk: ['3', '4'],
  minPrice: 10_000_000,
  maxPrice: 35_000_000,
  minBuiltupArea: 1000,
  maxBuiltupArea: 4000,
};
const listingUrl = (page: number, maxPrice = FILTER.maxPrice, spaces = 0) =>
  `/api/v1/projects/units?city=Bengaluru&page=${page}&filters=${encodeURIComponent(`{${' '.repeat(spaces)}${JSON.stringify({ ...FILTER, maxPrice }).slice(1)}`)}`;
/**
 * The n-th of a series of requests for the same filter, each its own cache key: the filter's JSON with
 * another count of spaces, the same filter once parsed. A new price ceiling every 1,000 requests keeps
 * a key from coming back. What a page costs when the server knows the filter's totals.
 */
const SPACES_PER_CEILING = 1000;
const respacedUrl = (page: number, n: number) =>
  listingUrl(page, FILTER.maxPrice + Math.floor(n / SPACES_PER_CEILING), n % SPACES_PER_CEILING);

/** Filters as varied buyers send them, never one twice (random-filters.ts): page 1 of each. */
const NEVER_SEEN = 'listing, page 1 (never-seen filters)';
/** Issue 28's goal for never-seen filters at 50 connections. */
const NEVER_SEEN_P99_GOAL_MS = 100;
/** The series the current server's never-seen scenario sends (the baseline's sends the same). */
const nextListing = randomListings();

interface Scenario {
  name: string;
  /** The URL of the n-th request. */
  url: (n: number) => string;
  /** Compared with /health's throughput. */
  listing: boolean;
  /** Sent to the --baseline server. */
  baseline: boolean;
}

/** Units and projects of the listing's first page, for the detail routes (set once the server is up). */
const detail = { units: [] as string[], projects: [] as string[] };
const nth = (slugs: string[], n: number) => slugs[n % slugs.length] as string;

// A query of its own: a price ceiling a rupee higher each time is another cache key, the same villas.
function scenarios(baseline: boolean): Scenario[] {
  const next = baseline ? randomListings() : nextListing;
  const suffix = baseline ? ' [baseline]' : '';
  const list: Omit<Scenario, 'baseline'>[] = [
    { name: '/health', url: () => '/api/v1/health', listing: false },
    { name: 'listing, page 1 (cached)', url: () => listingUrl(1), listing: true },
    { name: 'listing, page 50 (cached)', url: () => listingUrl(50), listing: true },
    { name: 'listing, page 1 (uncached)', url: (n) => listingUrl(1, FILTER.maxPrice + n), listing: true },
    { name: NEVER_SEEN, url: () => listingPageUrl(next()), listing: true },
    { name: 'listing, page 50 (uncached)', url: (n) => listingUrl(50, FILTER.maxPrice + n), listing: true },
    { name: 'listing, page 50 (uncached, totals known)', url: (n) => respacedUrl(50, n), listing: true },
    { name: 'unit detail', url: (n) => `/api/v1/projects/units/slug/${nth(detail.units, n)}`, listing: true },
    { name: 'project detail', url: (n) => `/api/v1/projects/slug/${nth(detail.projects, n)}`, listing: true },
  ];
  return list
    .filter(
      (scenario) => !scenario.listing || values.only === undefined || scenario.name.includes(values.only),
    )
    .map((scenario) => ({ ...scenario, name: scenario.name + suffix, baseline }));
}
// With a baseline, each scenario runs on it just before this server: both see the same moments.
const BASELINE_SCENARIOS = scenarios(true);
const SCENARIOS = values.baseline
  ? scenarios(false).flatMap((scenario, index) => [BASELINE_SCENARIOS[index] as Scenario, scenario])
  : scenarios(false);

interface Measured {
  latencies: number[];
  seconds: number;
  errors: number;
  bytes: number;
}
const nothingMeasured = (): Measured => ({ latencies: [], seconds: 0, errors: 0, bytes: 0 });

interface Result {
  perSecond: number;
  p50: number;
  p99: number;
  errors: number;
  /** Per answer, as sent (compressed or not). */
  bytes: number;
}

let requestNumber = 0;

/** `CONNECTIONS` clients each sending the scenario's requests one after another for `seconds`. */
async function load(baseUrl: string, scenario: Scenario, seconds: number, into: Measured): Promise<void> {
  const agent = new Agent({ keepAlive: true, maxSockets: CONNECTIONS });
  const headers = { 'accept-encoding': values['accept-encoding'] };
  const { latencies } = into;
  const send = (url: string) =>
    new Promise<void>((resolve) => {
      const request = get(baseUrl + url, { agent, headers }, (response) => {
        response.on('data', (chunk: Buffer) => (into.bytes += chunk.length));
        response.on('end', () => {
          if (response.statusCode !== 200) into.errors += 1;
          resolve();
        });
      });
      request.on('error', () => {
        into.errors += 1;
        resolve();
      });
    });
  const started = performance.now();
  const until = started + seconds * 1000;
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (performance.now() < until) {
        const sent = performance.now();
        await send(scenario.url((requestNumber += 1)));
        latencies.push(performance.now() - sent);
      }
    }),
  );
  into.seconds += (performance.now() - started) / 1000;
  agent.destroy();
}

function summarise({ latencies, seconds, errors, bytes }: Measured): Result {
  const sorted = [...latencies].sort((a, b) => a - b);
  const percentile = (p: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? NaN;
  return {
    perSecond: sorted.length / seconds,
    p50: percentile(0.5),
    p99: percentile(0.99),
    errors,
    bytes: sorted.length > 0 ? bytes / sorted.length : 0,
  };
}

/**
 * The seed ends with VACUUM, which marks the new rows visible to all (so that counting a listing reads
 * its index alone). It can do so only once their commit is on disk: at once on a server that commits
 * synchronously, up to a moment later on the throwaway cluster (synchronous_commit=off), where this
 * vacuums again until it has. Autovacuum would do it too, within a minute or so.
 */
async function settleVisibility(db: Db): Promise<void> {
  for (let attempt = 0; attempt < 20; attempt += 1) {
    const [units] = await db.query<{ pages: number; visible: number }>(
      "SELECT relpages AS pages, relallvisible AS visible FROM pg_class WHERE relname = 'units'",
    );
    if (units && units.visible >= units.pages * 0.99) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
    await db.exec('VACUUM ANALYZE units');
  }
  console.log('  ✗ the units table is still not all-visible: counts will read the table');
}

/** The database the server will use, migrated, and seeded with the synthetic catalogue when asked. */
async function prepareDatabase(): Promise<{
  env: Record<string, string>;
  open: () => Promise<Db>;
  cleanUp: () => void;
}> {
  const databaseUrl = process.env.TEST_DATABASE_URL;
  const dataDir = databaseUrl ? null : mkdtempSync(path.join(tmpdir(), 'villa-listing-bench-'));
  const open = () => openDb({ databaseUrl: databaseUrl ?? null, dataDir: dataDir ?? '' });
  const db = await open();
  try {
    await migrate(db, path.join(PACKAGE_ROOT, 'migrations'));
    const seeded = await seedIfEmpty(
      db,
      UNITS === null ? {} : { catalogue: (base) => syntheticCatalogue(base, UNITS) },
    );
    if (seeded.seeded) console.log(`  seeded in ${seeded.milliseconds} ms`);
    await settleVisibility(db);
    const [size] = await db.query<{ units: number; projects: number }>(
      'SELECT (SELECT count(*)::int FROM units) AS units, (SELECT count(*)::int FROM projects) AS projects',
    );
    console.log(`  catalogue: ${size?.units} units in ${size?.projects} projects`);
  } finally {
    await db.close();
  }
  return {
    env: databaseUrl ? { DATABASE_URL: databaseUrl, SEED_ON_START: '0' } : { DATA_DIR: dataDir as string },
    open,
    cleanUp: () => {
      if (dataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

const TIMED_RUNS = 15;

/** EXPLAIN ANALYZE of every statement the listing runs for these URLs, and how long each takes. */
async function explain(db: Db, env: Record<string, string>, urls: string[]): Promise<void> {
  const statements: { sql: string; params: readonly unknown[] }[] = [];
  const recording: Db = {
    kind: db.kind,
    query: async (sql, params = []) => {
      statements.push({ sql, params });
      return db.query(sql, params);
    },
    exec: (sql) => db.exec(sql),
    transaction: (fn) => db.transaction(fn),
    close: async () => undefined,
  };
  const config = loadConfig({ ...process.env, ...env, NODE_ENV: 'production', LOG_LEVEL: 'warn' });
  const app = await buildApp({ ...config, seedOnStart: false }, { db: recording });
  try {
    for (const url of urls) {
      statements.length = 0;
      const response = await app.inject(url);
      console.log(`\n### ${decodeURIComponent(url)} → ${response.statusCode}`);
      for (const { sql, params } of statements.filter((statement) =>
        /\bfrom "?units\b/i.test(statement.sql),
      )) {
        const plan = await db.query<{ 'QUERY PLAN': string }>(`EXPLAIN (ANALYZE, BUFFERS) ${sql}`, params);
        const timings: number[] = [];
        for (let run = 0; run < TIMED_RUNS; run += 1) {
          const started = performance.now();
          await db.query(sql, params);
          timings.push(performance.now() - started);
        }
        timings.sort((a, b) => a - b);
        const median = timings[Math.floor(TIMED_RUNS / 2)] as number;
        console.log(`\n${sql.replace(/\s+/g, ' ').trim()}\n  -- ${JSON.stringify(params)}`);
        console.log(`  -- ${median.toFixed(1)} ms, the median of ${TIMED_RUNS} runs one after another`);
        console.log(plan.map((row) => row['QUERY PLAN']).join('\n'));
      }
    }
  } finally {
    await app.close();
  }
}

/** What the never-seen filters ask for: a sample of the series (taken from it, so never sent again). */
async function describeNeverSeen(baseUrl: string): Promise<void> {
  const SAMPLE = 100;
  const answers: ListingResponse[] = [];
  for (let index = 0; index < SAMPLE; index += 1)
    answers.push((await (await fetch(baseUrl + listingPageUrl(nextListing()))).json()) as ListingResponse);
  const median = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;
  const matching = answers.filter((answer) => answer.message === 'success');
  console.log(
    `  never-seen filters, a sample of ${SAMPLE}: ${matching.length} match (median ${median(matching.map((answer) => answer.total))} units in ${median(matching.map((answer) => answer.totalProjects))} projects), ${SAMPLE - matching.length} match nothing (similar units)`,
  );
}

const kind = process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite';
console.log(
  `Listing bench on ${kind}${UNITS === null ? '' : ` (--units ${UNITS})`}, ${CONNECTIONS} connections, ${SECONDS} s each in ${ROUNDS} turns, Accept-Encoding: ${values['accept-encoding']}…`,
);
const database = await prepareDatabase();
const server = await startServerProcess({ ...database.env, RATE_LIMITS: 'off-in-production' });
const baseline = values.baseline
  ? await startServerProcess(
      {
        ...database.env,
        ...(values['baseline-database'] !== undefined && { DATABASE_URL: values['baseline-database'] }),
        RATE_LIMITS: 'off-in-production',
      },
      path.resolve(values.baseline),
    )
  : null;
const urlOf = (scenario: Scenario) => ((scenario.baseline ? baseline : server) ?? server).baseUrl;
const measured = SCENARIOS.map(nothingMeasured);
let exitCode = 0;
try {
  const first = (await (await fetch(server.baseUrl + listingUrl(1))).json()) as ListingResponse;
  console.log(
    `  filtered listing: ${first.total}${first.totalCapped ? '+' : ''} units of Bengaluru in ${first.totalProjects}${first.totalCapped ? '+' : ''} projects, ${first.totalPages}${first.totalCapped ? '+' : ''} pages`,
  );
  if (baseline) console.log(`  baseline: the server of ${path.resolve(values.baseline as string)}`);
  detail.units = first.data.units.map((unit) => unit.slug);
  detail.projects = first.data.projects.map((project) => project.slug);
  if (SCENARIOS.some((scenario) => scenario.name === NEVER_SEEN)) await describeNeverSeen(server.baseUrl);
  for (const scenario of SCENARIOS) await load(urlOf(scenario), scenario, WARM_UP_SECONDS, nothingMeasured());
  for (let round = 0; round < ROUNDS; round += 1) {
    for (const [index, scenario] of SCENARIOS.entries()) {
      await load(urlOf(scenario), scenario, SECONDS / ROUNDS, measured[index] as Measured);
    }
  }
} finally {
  for (const running of [server, baseline]) {
    running?.child.kill('SIGTERM');
    await running?.stopped();
  }
}

const results = measured.map(summarise);
/** /health's throughput on the scenario's own server. */
const healthOf = (scenario: Scenario) =>
  results[
    SCENARIOS.findIndex((other) => other.name.startsWith('/health') && other.baseline === scenario.baseline)
  ]?.perSecond ?? NaN;
console.log('\n| request | req/s | p50 ms | p99 ms | of /health | KB/answer | errors |');
console.log('|---|---:|---:|---:|---:|---:|---:|');
SCENARIOS.forEach((scenario, index) => {
  const result = results[index] as Result;
  const ratio = scenario.listing ? `${((result.perSecond / healthOf(scenario)) * 100).toFixed(1)}%` : '';
  console.log(
    `| ${scenario.name} | ${result.perSecond.toFixed(0)} | ${result.p50.toFixed(1)} | ${result.p99.toFixed(1)} | ${ratio} | ${(result.bytes / 1024).toFixed(1)} | ${result.errors} |`,
  );
  if (result.errors > 0) exitCode = 1;
});
SCENARIOS.forEach((scenario, index) => {
  const result = results[index] as Result;
  if (!scenario.listing) return;
  const p99 = result.p99 <= P99_GOAL_MS ? '✓' : '✗';
  const ratio = result.perSecond / healthOf(scenario) >= RATIO_GOAL ? '✓' : '✗';
  console.log(
    `  ${p99} p99 ≤ ${P99_GOAL_MS} ms  ${ratio} ≥ ${RATIO_GOAL * 100}% of /health: ${scenario.name}`,
  );
});
SCENARIOS.forEach((scenario, index) => {
  const result = results[index] as Result;
  if (scenario.name !== NEVER_SEEN) return;
  const before = SCENARIOS.findIndex((other) => other.baseline && other.name.startsWith(NEVER_SEEN));
  const against =
    before === -1
      ? ''
      : `, ${(result.perSecond / (results[before] as Result).perSecond).toFixed(1)}× the baseline's`;
  console.log(
    `  ${result.p99 <= NEVER_SEEN_P99_GOAL_MS ? '✓' : '✗'} p99 ≤ ${NEVER_SEEN_P99_GOAL_MS} ms at ${CONNECTIONS} connections (issue 28): ${scenario.name}, ${result.perSecond.toFixed(0)} req/s${against}`,
  );
});
if (exitCode !== 0) console.log('  ✗ some requests failed (errors column)');

if (values.explain) {
  const db = await database.open();
  try {
    // And a filter no villa meets: the answer is the city's villas closest to it ('similar_units').
    const nothingMatches = `/api/v1/projects/units?city=Bengaluru&filters=${encodeURIComponent(
      JSON.stringify({ bhk: ['5'], maxPrice: 2_000_000 }),
    )}`;
    await explain(db, database.env, [listingUrl(1), listingUrl(50), nothingMatches]);
  } finally {
    await db.close();
  }
}
database.cleanUp();
process.exit(exitCode);
