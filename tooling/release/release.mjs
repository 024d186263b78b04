// Publishing a remote's new build as a version of the web root, rolling back, and the list of
// versions: the steps of `npm run release`, `npm run rollback` and `npm run releases` that need no
// compiler (tooling/bin/release.mjs typechecks and builds first). docs/releases.md.
import { createHash } from 'node:crypto';
import { cpSync, existsSync, readFileSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { precompress } from '../bin/build.mjs';
import { listFiles } from '../bin/web-root.mjs';
import { checkManifest, ReleaseRefused } from './checks.mjs';

export { ReleaseRefused };
import {
  entryOf,
  listVersions,
  readHistory,
  readRemotesJson,
  rollbackStep,
  switchRemote,
  versionDir,
  versionExists,
  versionName,
  versionOf,
  withLive,
  writeHistory,
} from './versions.mjs';

const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'));

/** A hash of every file of a build (names and bytes): the version's name ends with it. */
function buildHash(dir) {
  const hash = createHash('sha256');
  for (const file of listFiles(dir).sort()) {
    hash.update(`${file}\0`);
    hash.update(readFileSync(path.join(dir, file)));
  }
  return hash.digest('hex');
}

/**
 * The checks a remote's build must pass before it goes live, against the shell in the web root.
 * @returns {{ manifest: object, checked: string[] }} the new manifest and what was checked, to print
 */
export function checkBuild({ webRoot, remote, distDir, contractIds }) {
  const manifestFile = path.join(distDir, 'mf-manifest.json');
  if (!existsSync(manifestFile)) {
    throw new ReleaseRefused(remote, `the build has no mf-manifest.json (${manifestFile})`);
  }
  const manifest = readJson(manifestFile);
  if (manifest.name !== remote) {
    throw new ReleaseRefused(remote, `the build in ${distDir} is the "${manifest.name}" remote's`);
  }
  const hostFile = path.join(webRoot, 'shell', 'mf-manifest.json');
  if (!existsSync(hostFile)) {
    throw new ReleaseRefused(remote, `the web root has no shell build to check against (${hostFile})`);
  }
  const { checked } = checkManifest({
    remote,
    manifest,
    hostManifest: readJson(hostFile),
    contractIds,
    hasFile: (file) => existsSync(path.join(distDir, file)),
  });
  return { manifest, checked };
}

/**
 * Copies a checked build into the web root as a new version and points remotes.json at it. The
 * copy is made under a temporary name and renamed into place, so a version folder is always whole.
 * @returns {{ version: string, previous: string | undefined }} previous: the entry it replaced
 */
export function publish({ webRoot, remote, distDir, now = new Date() }) {
  const version = versionName(now, buildHash(distDir));
  const target = versionDir(webRoot, remote, version);
  if (!existsSync(target)) {
    const partial = path.join(webRoot, remote, `.${version}.${process.pid}.partial`);
    rmSync(partial, { recursive: true, force: true });
    try {
      cpSync(distDir, partial, { recursive: true });
      precompress(partial);
      renameSync(partial, target);
    } finally {
      rmSync(partial, { recursive: true, force: true });
    }
  }
  const entry = entryOf(remote, version);
  const history = readHistory(webRoot, remote);
  const previous = switchRemote(webRoot, remote, entry);
  const before = withLive(history, previous);
  writeHistory(webRoot, remote, before.at(-1) === entry ? before : [...before, entry]);
  return { version, previous };
}

/**
 * Points remotes.json back at the entry that was live before the live one.
 * @returns {{ from: string | undefined, to: string }} the entries switched from and to
 */
export function rollback({ webRoot, remote }) {
  const live = readRemotesJson(webRoot)[remote];
  const step = rollbackStep(readHistory(webRoot, remote), live);
  if (step === null) {
    throw new Error(
      `${remote} has nothing to roll back to: no release since the last full build (live: ${live ?? 'none'})`,
    );
  }
  const version = versionOf(remote, step.target);
  if (version !== null && !versionExists(webRoot, remote, version)) {
    throw new Error(
      `cannot roll ${remote} back to ${version}: ${versionDir(webRoot, remote, version)} is gone`,
    );
  }
  const from = switchRemote(webRoot, remote, step.target);
  writeHistory(webRoot, remote, step.history);
  return { from, to: step.target };
}

/**
 * Each remote's versions, oldest first, with the live one and the one a rollback would go to.
 * @returns {{ remote: string, versions: string[], live: string | undefined, rollbackTo: string | null }[]}
 */
export function releases(webRoot, remotes) {
  const remotesJson = readRemotesJson(webRoot);
  return remotes.map((remote) => {
    const live = remotesJson[remote];
    const step = rollbackStep(readHistory(webRoot, remote), live);
    return { remote, versions: listVersions(webRoot, remote), live, rollbackTo: step?.target ?? null };
  });
}
