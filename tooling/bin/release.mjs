// `npm run release -- <remote>`, `npm run rollback -- <remote>` and `npm run releases`: ship one
// remote to the running server as a new version, go back to the version before, list them
// (docs/releases.md). The server follows remotes.json on the next page load: no restart, no shell build.
//   node tooling/bin/release.mjs release <remote> [--source <dir>] [--web-root <dir>]
//   node tooling/bin/release.mjs rollback <remote> [--web-root <dir>]
//   node tooling/bin/release.mjs list [--web-root <dir>]
import { existsSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { REMOTES } from '../remotes.mjs';
import { contractFile, contractModuleIds } from '../release/checks.mjs';
import { checkBuild, publish, releases, ReleaseRefused, rollback } from '../release/release.mjs';
import { BUILD, describeEntry, entryOf, withLock } from '../release/versions.mjs';
import { PNPM, ROOT, WEB_ROOT, ensureInstalled, fail, log, run } from './lib.mjs';

const USAGE = `Usage:
  npm run release -- <remote> [--source <dir>] [--web-root <dir>]
  npm run rollback -- <remote> [--web-root <dir>]
  npm run releases [-- --web-root <dir>]
Remotes: ${REMOTES.map((remote) => remote.name).join(', ')}. The web root defaults to $WEB_ROOT, else .web/.`;

/** A path as the output shows it: relative when it is under the current folder. */
const shown = (file) => {
  const relative = path.relative(process.cwd(), file);
  return relative.startsWith('..') || path.isAbsolute(relative) ? file : relative || '.';
};

function parse() {
  try {
    return parseArgs({
      allowPositionals: true,
      options: { source: { type: 'string' }, 'web-root': { type: 'string' } },
    });
  } catch (error) {
    return fail(`${error.message}\n${USAGE}`);
  }
}

/** The registry's entry of the remote named on the command line, or a clear stop. */
function remoteNamed(name) {
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

async function release(remote, values) {
  const source = path.resolve(values.source ?? path.join(ROOT, remote.dir));
  if (!existsSync(path.join(source, 'webpack.config.mjs'))) {
    fail(`${shown(source)} is not a remote's folder (no webpack.config.mjs).`);
  }
  const webRoot = webRootFor(values, remote);
  await ensureInstalled();
  return withLock(webRoot, remote.name, async () => {
    log(`Releasing ${remote.name} from ${shown(source)}/ into ${shown(webRoot)}/${remote.name}/`);
    // The exposed modules compile against the contract (shared/src/contracts/exposed-modules.ts).
    log(`Typechecking: tsc --noEmit -p ${shown(source)}`);
    const tsc = path.join(ROOT, 'node_modules', 'typescript', 'bin', 'tsc');
    if ((await run('node', [tsc, '--noEmit', '-p', source])) !== 0) {
      throw new ReleaseRefused(remote.name, 'its typecheck failed (errors above)');
    }
    log(`Building ${shown(source)} (browser and server builds)…`);
    if ((await run('npx', [...PNPM, 'run', 'build'], { cwd: source })) !== 0) {
      throw new ReleaseRefused(remote.name, 'its build failed (errors above)');
    }
    const distDir = path.join(source, 'dist');
    const { checked } = checkBuild({
      webRoot,
      remote: remote.name,
      distDir,
      contractIds: contractModuleIds(contractFile(ROOT)),
    });
    log('Checks passed:');
    log('  typecheck against the contract of exposed modules');
    for (const line of checked) log(`  ${line}`);
    const { version, previous } = publish({ webRoot, remote: remote.name, distDir });
    log(`Released ${remote.name} ${version} (was: ${describeEntry(remote.name, previous)})`);
    log(`  remotes.json: ${remote.name} -> ${entryOf(remote.name, version)}`);
    log(`  Pages load it from their next visit. Back: npm run rollback -- ${remote.name}`);
  });
}

async function rollBack(remote, values) {
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

function list(values) {
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
  else if (command === 'rollback') await rollBack(remoteNamed(name), values);
  else if (command === 'list' && name === undefined) list(values);
  else fail(USAGE);
} catch (error) {
  fail(command === 'list' ? error.message : `${error.message}\nremotes.json is unchanged.`);
}
