// How a build replaces .web/ under a running server. The new tree is assembled beside the old one, the
// previous build's content-hashed files are carried into it (a browser that loaded the previous entry
// files still finds the chunks they name), and the folders are swapped with renames, so the server never
// serves a half-written tree. Only one generation is carried: files that were already carried over once
// are dropped, so the folder does not grow with every deploy.
import {
  cpSync,
  existsSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';

/**
 * Files found by a fixed name (the same list as the server's, api/src/plugins/app/web-apps/cache-policy.ts): they
 * name the chunks of their own build, so they always come from the new build.
 */
export const ENTRY_FILES = new Set([
  'index.html',
  'main.js',
  'remoteEntry.js',
  'mf-manifest.json',
  'remotes.json',
]);
/** In the web root: the files the current tree got from the build before it. */
export const CARRIED_OVER_LIST = '.previous-build.json';
const PRECOMPRESSED = /\.(br|gz)$/;
/** The server's rule for a content-hashed name: 8+ hex digits as their own segment (123.4f3a9c1b.js). */
const HASHED_NAME = /(?:^|[.\-_])[0-9a-f]{8,}(?=[.\-_])/;

/** The name of the file a path stands for (a .br or .gz copy counts as its original). */
const originalName = (file) => path.posix.basename(file).replace(PRECOMPRESSED, '');

export function isEntryFile(file) {
  return ENTRY_FILES.has(originalName(file));
}

/**
 * A file an old entry file may ask for by name: a content-hashed chunk or its compressed copy. Other
 * files (robots.txt, mf-stats.json) are either in the new build or were removed on purpose.
 */
export function isHashedAsset(file) {
  return !isEntryFile(file) && HASHED_NAME.test(originalName(file));
}

/**
 * The previous tree's files to copy into the next one: its hashed assets that the next build lacks,
 * except those it had itself carried over from the build before it.
 * @param {{ previous: string[], previouslyCarried: string[], next: string[] }} trees relative paths
 * @returns {string[]}
 */
export function filesToCarryOver({ previous, previouslyCarried, next }) {
  const skip = new Set([...previouslyCarried, ...next]);
  return previous.filter((file) => isHashedAsset(file) && !skip.has(file)).sort();
}

/** Every file under a folder, as paths relative to it with forward slashes. */
export function listFiles(root) {
  return readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'));
}

function readCarriedList(root) {
  try {
    const list = JSON.parse(readFileSync(path.join(root, CARRIED_OVER_LIST), 'utf8'));
    return Array.isArray(list) ? list.filter((file) => typeof file === 'string') : [];
  } catch {
    // A tree from before this list existed: all of its hashed files are its own.
    return [];
  }
}

/**
 * Copies the previous tree's hashed assets that the next one needs to keep serving into it, and
 * records them in the next tree's CARRIED_OVER_LIST. Returns the files copied.
 */
export function carryOver(previousRoot, nextRoot) {
  const carried = existsSync(previousRoot)
    ? filesToCarryOver({
        previous: listFiles(previousRoot),
        previouslyCarried: readCarriedList(previousRoot),
        next: listFiles(nextRoot),
      })
    : [];
  for (const file of carried) {
    const target = path.join(nextRoot, file);
    mkdirSync(path.dirname(target), { recursive: true });
    cpSync(path.join(previousRoot, file), target, { preserveTimestamps: true });
  }
  writeFileSync(path.join(nextRoot, CARRIED_OVER_LIST), `${JSON.stringify(carried, null, 2)}\n`);
  return carried;
}

/** Where a build assembles its tree, and where the tree it replaces waits to be deleted. */
export const stagingRoots = (webRoot, pid = process.pid) => ({
  next: `${webRoot}.next-${pid}`,
  old: `${webRoot}.old-${pid}`,
});

/** Deletes the staging folders that an interrupted build left beside the web root. */
export function removeLeftovers(webRoot) {
  const parent = path.dirname(webRoot);
  const prefix = `${path.basename(webRoot)}.`;
  for (const name of readdirSync(parent)) {
    if (name.startsWith(prefix) && /^(next|old)-\d+$/.test(name.slice(prefix.length))) {
      rmSync(path.join(parent, name), { recursive: true, force: true });
    }
  }
}

/**
 * Puts the assembled tree in place of the web root with two renames (the server sees the old tree or
 * the new one, never a mix), then deletes the old tree. If the second rename fails the old tree goes back.
 */
export function swapIntoPlace(nextRoot, webRoot) {
  const { old } = stagingRoots(webRoot);
  const hadOld = existsSync(webRoot);
  if (hadOld) renameSync(webRoot, old);
  try {
    renameSync(nextRoot, webRoot);
  } catch (error) {
    if (hadOld) renameSync(old, webRoot);
    throw error;
  }
  if (hadOld) rmSync(old, { recursive: true, force: true });
}
