// `npm test`: the whole suite, in the order a failure is cheapest to find: lint, types, unit and
// component tests of every package and the Storybook build, the API against PGlite and against a
// throwaway PostgreSQL with the production build beside them, then that build driven by Chromium end
// to end. Steps that keep only one core busy run two at a time (`inLanes`, `together`), so the run
// stays under 20 minutes on two cores.
// Two Node versions: the one running this script (20.19 or newer) runs everything but the production
// server; Node 26, the active LTS that production runs, fetched from the npm registry, runs the tooling
// and @villa/shared tests again, takes the PostgreSQL API run, and runs the production server the
// browser tests drive, so each runtime runs the API suite once (docs/decisions/node-runtime.md).
import { spawnSync } from 'node:child_process';
import { closeSync, existsSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { APPS, ROOT, aptInstall, ensureInstalled, log, run } from './lib.mjs';
import { build } from './build.mjs';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const LTS_MAJOR = 26;
const HOST_MAJOR = Number(process.versions.node.split('.')[0]);
const HOST_NODE = `Node ${HOST_MAJOR}`;
const reportDir = mkdtempSync(path.join(tmpdir(), 'villa-test-'));
const results = [];
const totals = { passed: 0, failed: 0 };

function countVitest(reportFile) {
  if (!existsSync(reportFile)) return;
  const report = JSON.parse(readFileSync(reportFile, 'utf8'));
  totals.passed += report.numPassedTests ?? 0;
  totals.failed += report.numFailedTests ?? 0;
}

let heldCount = 0;
/**
 * Runs a step. `held: true` is for a step that runs beside another (`together`): its output goes to a
 * file and is printed whole when it ends, so two steps' lines never interleave.
 */
async function step(name, command, args, { held = false, ...options } = {}) {
  const started = Date.now();
  let code;
  if (held) {
    const file = path.join(reportDir, `held-${(heldCount += 1)}.log`);
    const fd = openSync(file, 'w');
    try {
      code = await run(command, args, { ...options, stdio: ['ignore', fd, fd] });
    } finally {
      closeSync(fd);
    }
    log(`── ${name}`);
    process.stdout.write(readFileSync(file));
  } else {
    log(`── ${name}`);
    code = await run(command, args, options);
  }
  const seconds = (Date.now() - started) / 1000;
  results.push({ name, ok: code === 0, seconds });
  if (code !== 0) log(`✗ ${name} failed (exit ${code})`);
  return code === 0;
}

/**
 * Runs chains of steps side by side, one per core: steps that each keep one core busy (tsc, the API
 * suites' single worker) and would otherwise leave the other idle. Each chain's steps run in order.
 */
function together(...chains) {
  return Promise.all(chains.map((chain) => chain()));
}

/** Runs `jobs` in order, at most `lanes` at a time: each lane starts the next job as its last ends. */
async function inLanes(lanes, jobs) {
  const queue = [...jobs];
  const lane = async () => {
    for (let job = queue.shift(); job; job = queue.shift()) await job();
  };
  await Promise.all(Array.from({ length: lanes }, lane));
}

/**
 * Node LTS_MAJOR from the npm registry (the `node` package ships the binary), fetched once:
 * `{ node, env }` to run a command on it (its folder first on PATH, so a child that runs `node` gets it
 * too), or null after a failed step: a run that cannot test on it fails, it never quietly passes.
 */
function fetchLtsNode() {
  const name = `fetch Node ${LTS_MAJOR} (npx -y node@${LTS_MAJOR})`;
  log(`── ${name}`);
  const started = Date.now();
  const fetched = spawnSync(
    'npx',
    ['-y', `node@${LTS_MAJOR}`, '-p', 'process.version + " " + process.execPath'],
    { cwd: ROOT, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] },
  );
  const seconds = (Date.now() - started) / 1000;
  const [version = '', node = ''] = (fetched.stdout ?? '').trim().split('\n').at(-1).split(' ');
  const ok = fetched.status === 0 && version.startsWith(`v${LTS_MAJOR}.`) && existsSync(node);
  results.push({ name, ok, seconds });
  if (!ok) {
    // npm's first lines say why (`npm error code ECONNREFUSED`, the request that failed); a stack follows.
    const lines = (fetched.error?.message ?? fetched.stderr ?? '').split('\n').filter((line) => line.trim());
    const npmErrors = lines.filter((line) => /^npm error(?!\s+(at |[{}]))/.test(line));
    const why = (npmErrors.length > 0 ? npmErrors.slice(0, 4) : lines.slice(-4)).join('\n');
    log(
      `✗ Node ${LTS_MAJOR} could not be fetched from the npm registry, so the tests meant for it cannot run ` +
        `(exit ${fetched.status ?? fetched.signal}${version ? `, got ${version}` : ''}):\n${why}`,
    );
    return null;
  }
  log(`Node ${version} at ${node}`);
  return { node, env: { PATH: `${path.dirname(node)}${path.delimiter}${process.env.PATH}` } };
}

/** How to start a package's vitest: on the Node running this script, or on `runtime` (fetchLtsNode's). */
function vitestCommand(cwd, runtime) {
  if (!runtime) return { command: 'npx', args: ['vitest'], env: {} };
  return {
    command: runtime.node,
    args: [path.join(ROOT, cwd, 'node_modules', 'vitest', 'vitest.mjs')],
    env: runtime.env,
  };
}

/**
 * The environment of the apps' component tests (happy-dom) on Node `major`. Node 25 and later define
 * their own `localStorage` (undefined without --localstorage-file), and vitest's DOM environment keeps
 * a global that Node already has, so the tests would get Node's instead of the browser's. The flag
 * removes Node's; Node 20 refuses it.
 */
function componentTestEnv(major) {
  if (major < 25) return {};
  const options = [process.env.NODE_OPTIONS, '--no-experimental-webstorage'];
  return { NODE_OPTIONS: options.filter(Boolean).join(' ') };
}

let reportCount = 0;
function vitest(name, cwd, extraArgs = [], env = {}, runtime = null, { held = false } = {}) {
  const reportFile = path.join(reportDir, `report-${(reportCount += 1)}.json`);
  const { command, args, env: runtimeEnv } = vitestCommand(cwd, runtime);
  return step(
    name,
    command,
    [
      ...args,
      'run',
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${reportFile}`,
      ...extraArgs,
    ],
    { cwd: path.join(ROOT, cwd), env: { ...env, ...runtimeEnv }, held },
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

// Node LTS_MAJOR, fetched first (seconds, from npx's cache after a first run): the steps below run on it too.
// On it already (a developer's machine), the host's runs are its runs.
const lts = HOST_MAJOR === LTS_MAJOR ? null : fetchLtsNode();
const PACKAGES = ['shared', ...APPS.map((app) => app.dir)];
// The browser apps' component tests run once: their code runs in browsers, and the part of it that
// runs on Node (server rendering) is driven on Node LTS_MAJOR by the browser tests below.
const NODE_CODE_PACKAGES = ['shared'];

// The checks that each keep one core busy (on two cores vitest runs one worker), from two lanes: each
// lane takes the next job when its last ends, so neither core waits while the other has a queue.
// Cheap failures first (lint, types), then the packages from the last (the studio's, the longest) on.
await inLanes(2, [
  () => step('lint', 'npx', ['eslint', '.', '--max-warnings=0'], { held: true }),
  () => step('typecheck (TypeScript 7)', 'node', ['tooling/bin/typecheck.mjs'], { held: true }),
  () =>
    step('formatting (prettier --check)', 'npx', ['prettier', '--check', '--log-level=warn', '.'], {
      held: true,
    }),
  () => step(`tooling tests (${HOST_NODE})`, 'node', ['--test', 'tooling/test/'], { held: true }),
  ...[...PACKAGES]
    .reverse()
    .map(
      (dir) => () =>
        vitest(
          `${dir} unit and component tests (${HOST_NODE})`,
          dir,
          [],
          componentTestEnv(HOST_MAJOR),
          null,
          { held: true },
        ),
    ),
  ...(lts
    ? [
        () =>
          step(`tooling tests (Node ${LTS_MAJOR})`, lts.node, ['--test', 'tooling/test/'], {
            env: lts.env,
            held: true,
          }),
        ...NODE_CODE_PACKAGES.map(
          (dir) => () =>
            vitest(
              `${dir} unit and component tests (Node ${LTS_MAJOR})`,
              dir,
              [],
              componentTestEnv(LTS_MAJOR),
              lts,
              { held: true },
            ),
        ),
      ]
    : []),
  () =>
    step('storybook build', 'npx', ['storybook', 'build', '--quiet', '-o', 'storybook-static'], {
      cwd: path.join(ROOT, 'shared'),
      env: { STORYBOOK_DISABLE_TELEMETRY: '1' },
      held: true,
    }),
]);

/** The production build, as a step: the browser tests run on it. */
async function productionBuild() {
  log('── production build');
  const started = Date.now();
  let ok = true;
  try {
    await build();
  } catch (error) {
    ok = false;
    log(`✗ build failed: ${error.message}`);
  }
  results.push({ name: 'production build', ok, seconds: (Date.now() - started) / 1000 });
  return ok;
}

// The API suites run their files one after another in one worker: the PGlite run on one core, the
// PostgreSQL run on Node LTS_MAJOR on the other (API_STEP_ONLY below gives each about half).
// Without a fetched Node LTS_MAJOR (on it already, or a failed fetch) it runs on this script's Node.
// The production build runs beside them: the suites leave a core idle about a quarter of the time
// (their tests wait on timers and on the servers they start), and the build fills it. It swaps its
// output into .web/ with renames, and the API tests serve web roots of their own.
const pgVitest = vitestCommand('api', lts);
// API test files that run in one of the two steps only, as `--exclude`s of the other. Each builds an
// embedded database of its own (a temporary DATA_DIR, or in memory), which the step's database never
// reaches, so both steps would run the same thing:
// - the files that start the server or a team command as a child process run in the PostgreSQL step,
//   whose Node is production's, the runtime the server and the team's commands run on;
// - the sitemap at 100,000 units (about 40 s) runs in the PGlite step, which keeps the two about equal.
const API_STEP_ONLY = {
  postgres: [
    'operator-tools',
    'blog-comments-cli',
    'abuse-floods',
    'otp-lockout',
    'operator-defaults',
    'seed-reset',
  ],
  pglite: ['seo-sitemap-100k'],
};
const apiFile = (name) => `test/integration/${name}.test.ts`;
const excludeApiFiles = (names) => names.flatMap((name) => ['--exclude', apiFile(name)]);
const pgReport = path.join(reportDir, 'report-pg.json');
let built = false;
await together(
  async () => {
    built = await productionBuild();
  },
  () =>
    vitest(
      `api integration tests (PGlite, ${HOST_NODE})`,
      'api',
      excludeApiFiles(API_STEP_ONLY.postgres),
      {},
      null,
      {
        held: true,
      },
    ),
  () =>
    step(
      `api integration tests (PostgreSQL, ${lts ? `Node ${LTS_MAJOR}` : HOST_NODE})`,
      lts ? lts.node : 'node',
      [
        'scripts/pg-cluster.mjs',
        '--',
        pgVitest.command,
        ...pgVitest.args,
        'run',
        '--reporter=default',
        '--reporter=json',
        `--outputFile.json=${pgReport}`,
        ...excludeApiFiles(API_STEP_ONLY.pglite),
      ],
      { cwd: path.join(ROOT, 'api'), env: pgVitest.env, held: true },
    ).finally(() => countVitest(pgReport)),
);
// Without PostgreSQL outside CI, pg-cluster.mjs skips its step and no report is written (nor when the
// step failed before its tests ran): the files meant for it run here instead, so none goes untested.
if (!existsSync(pgReport)) {
  await vitest(
    `api tests kept for the PostgreSQL step (PGlite, ${HOST_NODE})`,
    'api',
    API_STEP_ONLY.postgres.map(apiFile),
  );
}

if (built && (await ensureChromium())) {
  // The production server under test runs on production's Node (e2e/support/server.ts).
  const serverNode = lts ? { VILLA_SERVER_NODE: lts.node } : {};
  // Two halves side by side, each with its own server, web root and browser (its own vitest run and
  // global setup), so a test that edits its server's remotes.json or clock can't reach the other's.
  // A browser test waits on the network and timers more than it computes: two at a time use both cores.
  const shard = (index) => () =>
    vitest(
      `browser tests ${index}/2 (Chromium, server on Node ${lts ? LTS_MAJOR : HOST_MAJOR})`,
      'e2e',
      [`--shard=${index}/2`],
      { CHROMIUM_PATH: CHROMIUM, ...serverNode },
      null,
      { held: true },
    );
  await together(shard(1), shard(2));
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
