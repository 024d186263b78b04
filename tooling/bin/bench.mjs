// `npm run bench`: build if needed, then measure the production build (e2e/scripts/benchmark.ts) and
// the map's marker clustering (shared/scripts/cluster-bench.mjs),
// fuzz the API with 10,000 generated requests, load it for 60 s with 50 connections, flood it from one
// address with uploads and server-rendered pages (limits on), and measure the listing against /health
// on the embedded database and on PostgreSQL with 100,000 units.
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
// docs/listing-performance.md: the seed on PGlite, then a throwaway PostgreSQL (skipped, saying so,
// where PostgreSQL cannot be installed) with a synthetic catalogue of 100,000 units.
await runOrFail('The listing bench (PGlite)', 'npx', ['tsx', 'test/load/listing-bench.ts'], { cwd: api });
await runOrFail(
  'The listing bench (PostgreSQL, 100,000 units)',
  'node',
  ['scripts/pg-cluster.mjs', '--', 'npx', 'tsx', 'test/load/listing-bench.ts', '--units', '100000'],
  { cwd: api },
);
