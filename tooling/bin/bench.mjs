// `npm run bench`: build if needed, then measure the production build (e2e/scripts/benchmark.ts).
import { existsSync } from 'node:fs';
import path from 'node:path';
import { ROOT, WEB_ROOT, ensureInstalled, runOrFail } from './lib.mjs';
import { build } from './build.mjs';

await ensureInstalled();
if (!existsSync(path.join(WEB_ROOT, '.build-stamp'))) await build();
await runOrFail('The benchmark', 'npx', ['tsx', 'scripts/benchmark.ts'], { cwd: path.join(ROOT, 'e2e') });
