// `npm run bench`: build if needed, then measure the production build (e2e/scripts/benchmark.ts) and
// the map's marker clustering (shared/scripts/cluster-bench.mjs),
// fuzz the API with 10,000 generated requests, load it for 60 s with 50 connections, flood it from one
// address with uploads and server-rendered pages (limits on), and measure the listing against /health
// on the embedded database and on PostgreSQL with 100,000 units, import 10,000 villas, and time the
// sales inbox with 100,000 leads on PostgreSQL.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { ROOT, WEB_ROOT, ensureInstalled, runOrFail } from './lib.mjs';
import { build } from './build.mjs';

await ensureInstalled();
if (!existsSync(path.join(WEB_ROOT, '.build-stamp'))) await build();
await runOrFail('The benchmark', 'npx', ['tsx', 'scripts/benchmark.ts'], { cwd: path.join(ROOT, 'e2e') });
// docs/maps.md: what the listing map's clusterer costs per zoom, 1,000 to 100,000 markers.
await runOrFail('The marker clustering bench', 'node', ['scripts/cluster-bench.mjs'], {
  cwd: path.join(ROOT, 'shared'),
});
const api = path.join(ROOT, 'api');
await runOrFail('The fuzz run', 'npx', ['vitest', 'run', 'test/integration/fuzz.test.ts'], {
  cwd: api,
  env: { FUZZ_REQUESTS: '10000' },
});
await runOrFail('The load run', 'npx', ['tsx', 'test/load/load-run.ts'], { cwd: api });
// docs/security.md: one address flooding uploads and rendered search pages gets its quota, no more.
await runOrFail('The upload and render floods', 'npx', ['tsx', 'test/load/abuse-floods.ts'], { cwd: api });
// docs/catalogue-import.md: 10,100 rows of the import template through a dry run and the import.
await runOrFail('The catalogue import bench', 'npx', ['tsx', 'test/load/catalogue-import-bench.ts'], {
  cwd: api,
});
// docs/alerts.md: 2,000 buyers' searches and saved villas against every villa listed again.
await runOrFail('The alerts bench', 'npx', ['tsx', 'test/load/alerts-bench.ts'], { cwd: api });
// docs/listing-performance.md: the seed on PGlite, then a throwaway PostgreSQL (skipped, saying so,
// where PostgreSQL cannot be installed) with a synthetic catalogue of 100,000 units; each prints the
// page-1 line for filters never seen before (test/load/random-filters.ts) against issue 28's goal.
await runOrFail('The listing bench (PGlite)', 'npx', ['tsx', 'test/load/listing-bench.ts'], { cwd: api });
await runOrFail(
  'The listing bench (PostgreSQL, 100,000 units)',
  'node',
  ['scripts/pg-cluster.mjs', '--', 'npx', 'tsx', 'test/load/listing-bench.ts', '--units', '100000'],
  { cwd: api },
);
// The sales inbox at 100,000 leads (test/load/sales-inbox-bench.ts) on a throwaway PostgreSQL (skipped, saying so,
// where PostgreSQL cannot be installed): the inbox's pages and filters and a lead's timeline, p50/p95.
await runOrFail(
  'The sales inbox bench (PostgreSQL, 100,000 leads)',
  'node',
  ['scripts/pg-cluster.mjs', '--', 'npx', 'tsx', 'test/load/sales-inbox-bench.ts', '--leads', '100000'],
  { cwd: api },
);
