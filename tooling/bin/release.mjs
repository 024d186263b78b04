// `npm run release -- <remote>`, `npm run rollback -- <remote>` and `npm run releases`: ship one
// remote to the running server as a new version, go back to the version before, list them
// (docs/releases.md). The server follows remotes.json on the next page load: no restart, no shell build.
//   node tooling/bin/release.mjs release <remote> [--source <dir>] [--web-root <dir>]
//   node tooling/bin/release.mjs rollback <remote> [--web-root <dir>]
//   node tooling/bin/release.mjs list [--web-root <dir>]
// With --to s3 (release) or --in s3 (rollback, list) the version goes to the bucket every instance
// fetches from, and the pointer they follow is switched in PostgreSQL (api/src/releases/release-cli.ts).
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { REMOTES } from '../remotes.mjs';
import { precompress } from './build.mjs';
import { contractFile, contractModuleIds } from '../release/checks.mjs';
import { checkBuild, publish, releases, ReleaseRefused, rollback } from '../release/release.mjs';
import { BUILD, describeEntry, entryOf, withLock } from '../release/versions.mjs';
import { PNPM, ROOT, WEB_ROOT, ensureInstalled, fail, log, nativeTsc, run } from './lib.mjs';

const USAGE = `Usage:
  npm run release -- <remote> [--source <dir>] [--web-root <dir>] [--to s3]
  npm run rollback -- <remote> [--web-root <dir>] [--in s3]
  npm run releases [-- --web-root <dir>] [-- --in s3]
With s3: to the bucket (S3_*) and the pointer in PostgreSQL (DATABASE_URL) that every instance follows.
Remotes: ${REMOTES.map((remote) => remote.name).join(', ')}, and shell with s3. The web root defaults to $WEB_ROOT, else .web/.`;

/** A path as the output shows it: relative when it is under the current folder. */
const shown = (file) => {
  const relative = path.relative(process.cwd(), file);
  return relative.startsWith('..') || path.isAbsolute(relative) ? file : relative || '.';
};

function parse() {
  try {
    return parseArgs({
      allowPositionals: true,
      options: {
        source: { type: 'string' },
        'web-root': { type: 'string' },
        to: { type: 'string' },
        in: { type: 'string' },
      },
    });
  } catch (error) {
    return fail(`${error.message}\n${USAGE}`);
  }
}

const SHELL = { name: 'shell', dir: 'shell' };

/** The registry's entry of the remote named on the command line, or a clear stop. */
function remoteNamed(name) {
  // The shell is released to the bucket only (--to s3): on one machine, npm run build deploys it.
  if (name === SHELL.name) return SHELL;
  const remote = REMOTES.find((candidate) => candidate.name === name);
  if (!remote) fail(`${name ? `"${name}" is not a remote` : 'Name a remote'}.\n${USAGE}`);
  return remote;
}

/** The web root, with the remote's folder the server has served since it started. */
function webRootFor(values, remote) {
  const webRoot = path.resolve(values['web-root'] ?? process.env.WEB_ROOT ?? WEB_ROOT);
  if (!existsSync(path.join(webRoot, 'shell', 'remotes.json'))) {
    fail(`${shown(webRoot)} holds no built site (no shell/remotes.json): run npm run build first.`);
  }
  if (remote && !existsSync(path.join(webRoot, remote.name))) {
    fail(
      `${shown(webRoot)} has no ${remote.name}/ folder: the server serves /mfe/${remote.name}/ only from a folder it found at start. Run npm run build first.`,
    );
  }
  return webRoot;
}

/** Whether the command works on the bucket and the shared pointer (--to s3, --in s3). */
function inBucket(values, command) {
  const where = command === 'release' ? values.to : values.in;
  const other = command === 'release' ? values.in : values.to;
  if (other !== undefined)
    fail(`${command === 'release' ? '--in' : '--to'} is not an option of ${command}.\n${USAGE}`);
  if (where === undefined) return false;
  if (where !== 's3') fail(`Releases go to the web root, or to s3 (got "${where}").\n${USAGE}`);
  return true;
}

/** Runs the bucket side (api/src/releases/release-cli.ts) with these arguments; its output is ours. */
async function bucketCommand(args) {
  const code = await run('node', ['--import', 'tsx', 'src/releases/release-cli.ts', ...args], {
    cwd: path.join(ROOT, 'api'),
  });
  return code;
}

/** Runs it and exits with its code when it failed (it has said why). */
async function bucketCommandOrExit(args) {
  const code = await bucketCommand(args);
  if (code !== 0) process.exit(code);
}

/**
 * Uploads a copy of the build with its .br and .gz files, as a local release has them: an instance
 * fetches them too and sends them as they are, instead of compressing each answer.
 */
async function publishToBucket(remote, distDir, webRoot) {
  const staged = mkdtempSync(path.join(tmpdir(), `villa-release-${remote.name}-`));
  let code;
  try {
    cpSync(distDir, staged, { recursive: true });
    precompress(staged);
    code = await bucketCommand(['publish', remote.name, '--dist', staged, '--web-root', webRoot]);
  } finally {
    rmSync(staged, { recursive: true, force: true });
  }
  if (code !== 0) process.exit(code);
}

async function release(remote, values) {
  const source = path.resolve(values.source ?? path.join(ROOT, remote.dir));
  if (!existsSync(path.join(source, 'webpack.config.mjs'))) {
    fail(`${shown(source)} is not a remote's folder (no webpack.config.mjs).`);
  }
  const toBucket = inBucket(values, 'release');
  if (remote === SHELL && !toBucket) {
    fail(
      'The shell is released to the bucket every instance follows (--to s3); on one machine, npm run build deploys it.',
    );
  }
  const webRoot = webRootFor(values, toBucket ? undefined : remote);
  await ensureInstalled();
  const lockIn = toBucket ? (work) => work() : (work) => withLock(webRoot, remote.name, work);
  return lockIn(async () => {
    log(
      `Releasing ${remote.name} from ${shown(source)}/ ${toBucket ? 'to the bucket every instance follows' : `into ${shown(webRoot)}/${remote.name}/`}`,
    );
    // The exposed modules compile against the contract (shared/src/contracts/exposed-modules.ts).
    log(`Typechecking: tsc --noEmit -p ${shown(source)}`);
    if ((await run('node', [nativeTsc(), '--noEmit', '-p', source])) !== 0) {
      throw new ReleaseRefused(remote.name, 'its typecheck failed (errors above)');
    }
    log(`Building ${shown(source)} (browser and server builds)…`);
    if ((await run('npx', [...PNPM, 'run', 'build'], { cwd: source })) !== 0) {
      throw new ReleaseRefused(remote.name, 'its build failed (errors above)');
    }
    const distDir = path.join(source, 'dist');
    if (remote === SHELL) {
      // Its checks (every live remote fits what it shares) need the pointers: the bucket side makes them.
      await publishToBucket(remote, distDir, webRoot);
      return;
    }
    const { checked } = checkBuild({
      webRoot,
      remote: remote.name,
      distDir,
      contractIds: contractModuleIds(contractFile(ROOT)),
    });
    log('Checks passed:');
    log('  typecheck against the contract of exposed modules');
    for (const line of checked) log(`  ${line}`);
    if (toBucket) {
      await publishToBucket(remote, distDir, webRoot);
      return;
    }
    const { version, previous } = publish({ webRoot, remote: remote.name, distDir });
    log(`Released ${remote.name} ${version} (was: ${describeEntry(remote.name, previous)})`);
    log(`  remotes.json: ${remote.name} -> ${entryOf(remote.name, version)}`);
    log(`  Pages load it from their next visit. Back: npm run rollback -- ${remote.name}`);
  });
}

async function rollBack(remote, values) {
  if (inBucket(values, 'rollback')) return bucketCommandOrExit(['rollback', remote.name]);
  const webRoot = webRootFor(values, remote);
  return withLock(webRoot, remote.name, async () => {
    const { from, to } = rollback({ webRoot, remote: remote.name });
    log(
      `Rolled back ${remote.name}: ${describeEntry(remote.name, from)} -> ${describeEntry(remote.name, to)}`,
    );
    log(`  remotes.json: ${remote.name} -> ${to}`);
    log(`  Pages load it from their next visit; the files of ${describeEntry(remote.name, from)} are kept.`);
  });
}

async function list(values) {
  if (inBucket(values, 'list')) return bucketCommandOrExit(['list']);
  const webRoot = webRootFor(values);
  log(`Versions in ${shown(webRoot)}/ (oldest first; * live):`);
  for (const { remote, versions, live, rollbackTo } of releases(
    webRoot,
    REMOTES.map((candidate) => candidate.name),
  )) {
    log(`${remote}`);
    for (const version of versions) {
      const isLive = entryOf(remote, version) === live;
      const notes = [
        version === BUILD ? 'the full build' : '',
        isLive ? 'live' : '',
        entryOf(remote, version) === rollbackTo ? 'a rollback goes here' : '',
      ].filter(Boolean);
      log(`  ${isLive ? '*' : ' '} ${version.padEnd(32)}${notes.join(', ')}`);
    }
    if (!versions.some((version) => entryOf(remote, version) === live)) {
      log(`  * live: ${describeEntry(remote, live)}`);
    }
  }
}

const { positionals, values } = parse();
const [command, name, ...extra] = positionals;
if (extra.length > 0) fail(`Unexpected arguments: ${extra.join(' ')}\n${USAGE}`);
try {
  if (command === 'release') await release(remoteNamed(name), values);
  else if (command === 'rollback') {
    const remote = remoteNamed(name);
    if (remote === SHELL && !inBucket(values, 'rollback'))
      fail('The shell rolls back in the bucket: --in s3.');
    await rollBack(remote, values);
  } else if (command === 'list' && name === undefined) await list(values);
  else fail(USAGE);
} catch (error) {
  fail(command === 'list' ? error.message : `${error.message}\nremotes.json is unchanged.`);
}
