// `npm run bench`: build if needed, then measure the production build (e2e/scripts/benchmark.ts),
// fuzz the API with 10,000 generated requests, and load it for 60 s with 50 connections.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { ROOT, WEB_ROOT, ensureInstalled, runOrFail } from './lib.mjs';
import { build } from './build.mjs';

await ensureInstalled();
if (!existsSync(path.join(WEB_ROOT, '.build-stamp'))) await build();
await runOrFail('The benchmark', 'npx', ['tsx', 'scripts/benchmark.ts'], { cwd: path.join(ROOT, 'e2e') });
const api = path.join(ROOT, 'api');
await runOrFail('The fuzz run', 'npx', ['vitest', 'run', 'test/integration/fuzz.test.ts'], {
  cwd: api,
  env: { FUZZ_REQUESTS: '10000' },
});
await runOrFail('The load run', 'npx', ['tsx', 'test/load/load-run.ts'], { cwd: api });
