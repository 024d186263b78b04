// `npm test`: the whole suite, in the order a failure is cheapest to find: lint, types, unit and
// component tests of every package, the API against PGlite and against a throwaway PostgreSQL,
// the Storybook build, then the production build driven by Chromium end to end.
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { APPS, ROOT, PNPM, aptInstall, ensureInstalled, log, run } from './lib.mjs';
import { build } from './build.mjs';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const reportDir = mkdtempSync(path.join(tmpdir(), 'villa-test-'));
const results = [];
const totals = { passed: 0, failed: 0 };

function countVitest(reportFile) {
  if (!existsSync(reportFile)) return;
  const report = JSON.parse(readFileSync(reportFile, 'utf8'));
  totals.passed += report.numPassedTests ?? 0;
  totals.failed += report.numFailedTests ?? 0;
}

async function step(name, command, args, options = {}) {
  log(`── ${name}`);
  const started = Date.now();
  const code = await run(command, args, options);
  const seconds = (Date.now() - started) / 1000;
  results.push({ name, ok: code === 0, seconds });
  if (code !== 0) log(`✗ ${name} failed (exit ${code})`);
  return code === 0;
}

let reportCount = 0;
function vitest(name, cwd, extraArgs = [], env = {}) {
  const reportFile = path.join(reportDir, `report-${(reportCount += 1)}.json`);
  return step(
    name,
    'npx',
    [
      'vitest',
      'run',
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${reportFile}`,
      ...extraArgs,
    ],
    { cwd: path.join(ROOT, cwd), env },
  ).finally(() => countVitest(reportFile));
}

async function ensureChromium() {
  if (existsSync(CHROMIUM)) return true;
  log('Chromium is needed for the browser tests; installing Debian chromium…');
  if ((await aptInstall(['chromium'])) && existsSync(CHROMIUM)) return true;
  log(
    `✗ Chromium not found at ${CHROMIUM}: install Debian's chromium package (apt-get install chromium) or set CHROMIUM_PATH.`,
  );
  return false;
}

const started = Date.now();
await ensureInstalled();

await step('lint', 'npx', ['eslint', '.', '--max-warnings=0']);
await step('formatting (prettier --check)', 'npx', ['prettier', '--check', '--log-level=warn', '.']);
await step('typecheck', 'npx', [...PNPM, '-r', '--workspace-concurrency=1', 'typecheck']);
await step('tooling tests', 'node', ['--test', 'tooling/test/']);
for (const dir of ['shared', ...APPS.map((app) => app.dir)])
  await vitest(`${dir} unit and component tests`, dir);
await vitest('api integration tests (PGlite)', 'api');
await step(
  'api integration tests (PostgreSQL)',
  'node',
  [
    'scripts/pg-cluster.mjs',
    '--',
    'npx',
    'vitest',
    'run',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${path.join(reportDir, 'report-pg.json')}`,
  ],
  { cwd: path.join(ROOT, 'api') },
).finally(() => countVitest(path.join(reportDir, 'report-pg.json')));
await step('storybook build', 'npx', ['storybook', 'build', '--quiet', '-o', 'storybook-static'], {
  cwd: path.join(ROOT, 'shared'),
  env: { STORYBOOK_DISABLE_TELEMETRY: '1' },
});

log('── production build');
const buildStarted = Date.now();
let built = true;
try {
  await build();
} catch (error) {
  built = false;
  log(`✗ build failed: ${error.message}`);
}
results.push({ name: 'production build', ok: built, seconds: (Date.now() - buildStarted) / 1000 });

if (built && (await ensureChromium())) {
  await vitest('browser tests (Chromium)', 'e2e', [], { CHROMIUM_PATH: CHROMIUM });
} else {
  results.push({ name: 'browser tests (Chromium)', ok: false, seconds: 0 });
}

rmSync(reportDir, { recursive: true, force: true });
log('── summary');
for (const result of results) log(`${result.ok ? '✓' : '✗'} ${result.name} (${result.seconds.toFixed(1)} s)`);
log(`whole suite: ${((Date.now() - started) / 1000).toFixed(0)} s`);
const failedSteps = results.filter((result) => !result.ok).length;
process.stdout.write(`steps: ${results.length - failedSteps} passed, ${failedSteps} failed\n`);
process.stdout.write(`tests: ${totals.passed} passed, ${totals.failed} failed\n`);
process.exit(failedSteps === 0 && totals.failed === 0 ? 0 : 1);
