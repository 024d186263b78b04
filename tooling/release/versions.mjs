// Released versions of a remote and which one remotes.json points at (docs/releases.md). Each
// release is a folder of the web root, <remote>/<version>/, served at /mfe/<remote>/<version>/; the
// full build's own files stay at <remote>/ and are called "build". remotes.json says which one is
// live, and <remote>/.release-history.json lists the entries it had, oldest first, so that a
// rollback goes back to the version that was live before, not merely to an older folder.
import {
  closeSync,
  existsSync,
  openSync,
  readFileSync,
  readdirSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';

/**
 * A version's name: the UTC time of the release and a hash of its files, so that names sort by time.
 * The server knows the same shape (RELEASE_FOLDER in api/src/lib/remotes-manifest.ts).
 */
export const VERSION = /^\d{8}T\d{6}Z-[0-9a-f]{12}$/;
/** The full build's own files, at <remote>/ itself. */
export const BUILD = 'build';
const HISTORY_FILE = '.release-history.json';
const LOCK_FILE = '.release.lock';

/** '20261124T101530Z-0a1b2c3d4e5f' for a release at that time with files hashing to 0a1b2c3d4e5f… */
export function versionName(date, hash) {
  const stamp = date
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replace(/[-:]/g, '');
  return `${stamp}-${hash.slice(0, 12)}`;
}

/** The remotes.json entry of a version ('build' or a version name). */
export function entryOf(remote, version) {
  return version === BUILD ? `/mfe/${remote}/mf-manifest.json` : `/mfe/${remote}/${version}/mf-manifest.json`;
}

/** Which version a remotes.json entry names: 'build', a version name, or null (served from elsewhere). */
export function versionOf(remote, entry) {
  if (entry === entryOf(remote, BUILD)) return BUILD;
  const match = new RegExp(`^/mfe/${remote}/([^/]+)/mf-manifest\\.json$`).exec(String(entry));
  return match && VERSION.test(match[1]) ? match[1] : null;
}

/** How an entry reads in the commands' output. */
export const describeEntry = (remote, entry) => versionOf(remote, entry) ?? `elsewhere (${entry})`;

/** The folder of a version in the web root. */
export const versionDir = (webRoot, remote, version) =>
  version === BUILD ? path.join(webRoot, remote) : path.join(webRoot, remote, version);

/** Whether a version's files are in the web root (its manifest is what the shell loads first). */
export const versionExists = (webRoot, remote, version) =>
  existsSync(path.join(versionDir(webRoot, remote, version), 'mf-manifest.json'));

/**
 * The versions of a remote in the web root, oldest first: 'build' when the full build's files are
 * there, then the released folders. A folder without its manifest (the chunks a full build kept for
 * pages still open, or a copy cut short) is not a version.
 */
export function listVersions(webRoot, remote) {
  const dir = path.join(webRoot, remote);
  if (!existsSync(dir)) return [];
  const released = readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && VERSION.test(entry.name))
    .map((entry) => entry.name)
    .filter((version) => versionExists(webRoot, remote, version))
    .sort();
  return versionExists(webRoot, remote, BUILD) ? [BUILD, ...released] : released;
}

/**
 * The released versions in a web root (the full build's own files left out), and whether remotes.json
 * points at each: what a full build, which resets every remote to its own files, drops.
 * @param {{ name: string }[]} remotes
 */
export function releasedVersions(webRoot, remotes) {
  let live = {};
  try {
    live = readRemotesJson(webRoot);
  } catch {
    // No readable remotes.json: no version is live.
  }
  return remotes.flatMap(({ name }) =>
    listVersions(webRoot, name)
      .filter((version) => version !== BUILD)
      .map((version) => ({ remote: name, version, live: live[name] === entryOf(name, version) })),
  );
}

const remotesFile = (webRoot) => path.join(webRoot, 'shell', 'remotes.json');

export function readRemotesJson(webRoot) {
  const file = remotesFile(webRoot);
  if (!existsSync(file)) {
    throw new Error(`${file} does not exist: build the site first (npm run build), or name its web root`);
  }
  const parsed = JSON.parse(readFileSync(file, 'utf8'));
  if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) {
    throw new Error(`${file} is not a JSON object (remote name -> URL of its mf-manifest.json)`);
  }
  return parsed;
}

/**
 * Replaces a file in one step: the content goes to a temporary file beside it (a dotfile, which the
 * server never serves), then a rename puts it in place. A reader sees the old file or the new one.
 */
function writeFileAtomic(file, content) {
  const temporary = path.join(path.dirname(file), `.${path.basename(file)}.${process.pid}.tmp`);
  try {
    writeFileSync(temporary, content);
    renameSync(temporary, file);
  } finally {
    rmSync(temporary, { force: true });
  }
}

/** Points one remote of remotes.json at an entry; the other remotes' entries are kept as they are. */
export function switchRemote(webRoot, remote, entry) {
  const remotes = readRemotesJson(webRoot);
  const previous = remotes[remote];
  writeFileAtomic(remotesFile(webRoot), `${JSON.stringify({ ...remotes, [remote]: entry }, null, 2)}\n`);
  return previous;
}

export function readHistory(webRoot, remote) {
  try {
    const history = JSON.parse(readFileSync(path.join(webRoot, remote, HISTORY_FILE), 'utf8'));
    return Array.isArray(history) ? history.filter((entry) => typeof entry === 'string') : [];
  } catch {
    return [];
  }
}

export function writeHistory(webRoot, remote, history) {
  writeFileAtomic(path.join(webRoot, remote, HISTORY_FILE), `${JSON.stringify(history, null, 2)}\n`);
}

/**
 * The history with the live entry last: remotes.json is what the server reads, so when it was edited
 * by hand (or a command stopped between its two writes) its entry counts as the latest switch.
 */
export function withLive(history, live) {
  if (live === undefined) return history;
  return history.at(-1) === live ? history : [...history, live];
}

/**
 * Where a rollback goes: the entry that was live before the live one, and the history after it.
 * Null when there is none (no release since the full build).
 */
export function rollbackStep(history, live) {
  const current = withLive(history, live);
  if (current.length < 2) return null;
  const rest = current.slice(0, -1);
  return { target: rest.at(-1), history: rest };
}

/**
 * Holds the remote's lock while `work` runs: two releases (or a release and a rollback) of one remote
 * at once would build into the same dist/ and race on remotes.json.
 */
export async function withLock(webRoot, remote, work) {
  const file = path.join(webRoot, remote, LOCK_FILE);
  let fd;
  try {
    fd = openSync(file, 'wx');
  } catch (error) {
    if (error.code !== 'EEXIST') throw error;
    const holder = readFileSync(file, 'utf8').trim();
    throw new Error(
      `another release or rollback of ${remote} is running (process ${holder || 'unknown'}); if none is, delete ${file}`,
    );
  }
  try {
    writeFileSync(fd, String(process.pid));
    closeSync(fd);
    return await work();
  } finally {
    rmSync(file, { force: true });
  }
}
