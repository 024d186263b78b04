// remotes.json (remote name -> URL of its mf-manifest.json) is edited by hand on a live server, and
// each URL's origin becomes a script source in the shell's Content-Security-Policy. An entry is used
// only if it is plainly a place to load code from, on this site, this machine or an origin the
// operator listed in REMOTE_ORIGINS; any other is skipped, so that one typo (or one edit by someone who
// should not make it) takes down one remote (its Retry message) instead of every page, and never
// widens the policy to a host nobody chose.

/**
 * Plain http only to this machine: nothing on the network can change those responses, browsers count
 * them as secure contexts, and it is how the dev servers (localhost), `npm start` (its own origin,
 * relative entries) and the browser tests (a second origin on 127.0.0.1) serve remotes. Every other
 * host needs https in every environment: the rule does not depend on NODE_ENV being set right.
 */
const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1']);
/** Host names of letters, digits and hyphens in dot-separated labels: no wildcard, nothing a policy reads. */
const HOST_NAME = /^[a-z0-9-]+(?:\.[a-z0-9-]+)*$/;
/** A path on this origin ('/mfe/listings/mf-manifest.json'): covered by 'self'. Not '//host/…'. */
const SAME_ORIGIN_PATH = /^\/(?![/\\])/;
/** The URL parser silently drops tabs and newlines and reads '\' as '/': such an entry is not what it looks like. */
const ODD_CHARACTERS = /[\s\\]|\p{Cc}/u;

/**
 * What is wrong with a remotes.json entry, or null when the shell may load it. `allowedOrigins`
 * (REMOTE_ORIGINS) are the origins besides this site and this machine that it may name.
 */
export function remoteEntryProblem(entry: unknown, allowedOrigins: readonly string[] = []): string | null {
  if (typeof entry !== 'string' || entry === '') return 'no URL';
  if (ODD_CHARACTERS.test(entry)) return 'spaces, control characters or backslashes in the URL';
  if (SAME_ORIGIN_PATH.test(entry)) return null;
  let url: URL;
  try {
    url = new URL(entry);
  } catch {
    return 'neither a path on this site nor an absolute URL';
  }
  const secure = url.protocol === 'https:' || (url.protocol === 'http:' && LOOPBACK_HOSTS.has(url.hostname));
  if (!secure) return 'not https (plain http only for localhost or 127.0.0.1)';
  if (url.username !== '' || url.password !== '') return 'credentials in the URL';
  if (!HOST_NAME.test(url.hostname)) {
    return `a host name (${url.hostname}) that is not only letters, digits, dots and hyphens`;
  }
  if (!LOOPBACK_HOSTS.has(url.hostname) && !allowedOrigins.includes(url.origin)) {
    return `an origin (${url.origin}) not listed in REMOTE_ORIGINS`;
  }
  return null;
}

export interface SkippedRemote {
  remote: string;
  entry: unknown;
  reason: string;
}

export interface CheckedRemotes {
  /** The entries the shell may load: remote name -> URL, only remotes of the registry. */
  usable: Record<string, string>;
  skipped: SkippedRemote[];
}

/** The usable entries of remotes.json's text, and why each remote of `names` that is not usable was skipped. */
export function checkRemotesManifest(
  text: string,
  names: readonly string[],
  allowedOrigins: readonly string[] = [],
): CheckedRemotes {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    parsed = null;
  }
  if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) {
    const reason = 'remotes.json is not a JSON object';
    return { usable: {}, skipped: names.map((remote) => ({ remote, entry: undefined, reason })) };
  }
  const entries = parsed as Record<string, unknown>;
  const usable: Record<string, string> = {};
  const skipped: SkippedRemote[] = [];
  for (const remote of names) {
    const entry = Object.hasOwn(entries, remote) ? entries[remote] : undefined;
    const problem = remoteEntryProblem(entry, allowedOrigins);
    if (problem === null) usable[remote] = entry as string;
    else skipped.push({ remote, entry, reason: problem });
  }
  for (const remote of Object.keys(entries)) {
    if (!names.includes(remote)) {
      skipped.push({ remote, entry: entries[remote], reason: 'not a remote of the registry' });
    }
  }
  return { usable, skipped };
}

/** Origins of the usable entries served from another host: script and connect sources of the shell. */
export function remoteOrigins(usable: Record<string, string>): string[] {
  const origins = new Set<string>();
  for (const entry of Object.values(usable)) {
    if (!SAME_ORIGIN_PATH.test(entry)) origins.add(new URL(entry).origin);
  }
  return [...origins];
}

/**
 * A released version's folder name (tooling/release/versions.mjs, docs/releases.md): the UTC time of
 * the release and a hash of its files, served at /mfe/<remote>/<version>/.
 */
export const RELEASE_FOLDER = /^\d{8}T\d{6}Z-[0-9a-f]{12}$/;

/**
 * The folder of this server's web root that a remote's entry points at, relative to the remote's own
 * ('' for the full build's /mfe/<remote>/, the version for a release), or null when it is served
 * from elsewhere. `assetBase` (Config.assetBase): a release the browser loads from the CDN is a copy
 * of the one this instance fetched into its web root (plugins/app/release-follower.ts).
 */
export function servedFolder(
  remote: string,
  entry: string | undefined,
  assetBase: string | null = null,
): string | null {
  if (entry === `/mfe/${remote}/mf-manifest.json`) return '';
  const prefix =
    assetBase !== null && entry?.startsWith(assetBase) ? `${assetBase}${remote}/` : `/mfe/${remote}/`;
  if (entry === undefined || !entry.startsWith(prefix) || !entry.endsWith('/mf-manifest.json')) return null;
  const folder = entry.slice(prefix.length, -'/mf-manifest.json'.length);
  return RELEASE_FOLDER.test(folder) ? folder : null;
}

/**
 * remotes.json's usable entries with the release pointers' (plugins/app/release-follower.ts) in
 * place of the file's for the remotes they name: the pointer is the switch every instance shares.
 */
export function withReleasePointers(
  checked: CheckedRemotes | null,
  pointers: Record<string, string>,
): CheckedRemotes | null {
  if (Object.keys(pointers).length === 0) return checked;
  const usable = { ...checked?.usable, ...pointers };
  const skipped = (checked?.skipped ?? []).filter(({ remote }) => !Object.hasOwn(pointers, remote));
  return { usable, skipped };
}
