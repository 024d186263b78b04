// How long a browser may keep each file of the web apps. Entry files keep their names from one build
// to the next, so they are never cached without asking (entity-tags.ts revalidates them against a hash
// of their bytes). Content-hashed files are cached for a year, the rest for five minutes. A released
// version of a remote (/mfe/<name>/<version>/, docs/releases.md) never changes: its files are cached
// for a year, its mf-manifest.json aside.
import path from 'node:path';
import { RELEASE_FOLDER } from '../../../lib/remotes-manifest.ts';
import { remoteRegistry } from './remote-registry.ts';

/**
 * Files a browser finds by a fixed name (the HTML, each app's main.js, a remote's remoteEntry.js, the
 * manifests): after a deploy they name the new build's chunks, so a stale copy would run the old build.
 */
const ENTRY_FILES = new Set(['index.html', 'main.js', 'remoteEntry.js', 'mf-manifest.json', 'remotes.json']);
/** The suffixes of the pre-compressed copies that @fastify/static sends in place of a file. */
export const PRECOMPRESSED = /\.(br|gz|deflate)$/;
/** A content hash of 8+ hex digits as its own segment of the name: 123.4f3a9c1b.js, main-0a1b2c3d4e.css. */
const HASHED_NAME = /(?:^|[.\-_])[0-9a-f]{8,}(?=[.\-_])/;
const YEAR = 'public, max-age=31536000, immutable';

/**
 * The embed's files reached by a fixed name, in a build of the embed's remote: the loader partners
 * link to, and the frame's page and script it opens. Even a release's copies are asked for again after
 * five minutes: a year-old copy would name chunks the next release no longer serves.
 */
const EMBED_FIXED_NAMES = new Set(['embed/enquiry.js', 'embed/frame.html', 'embed/frame.js']);

/** The name of the file a path serves (a .br or .gz variant counts as its original). */
const servedName = (filePath: string) => path.basename(filePath).replace(PRECOMPRESSED, '');

export function isEntryFile(filePath: string): boolean {
  return ENTRY_FILES.has(servedName(filePath));
}

/**
 * Whether a file of the web root belongs to a released version of a remote (<remote>/<version>/…).
 * Its folder's name changes with its content, so none of its files is ever replaced (the embed's
 * files partners reach by a fixed name aside). `embedRemote` is the registry's embed remote.
 */
export function isReleasedFile(
  webRoot: string,
  filePath: string,
  embedRemote = remoteRegistry().embed,
): boolean {
  const [remote, folder, ...rest] = path.relative(webRoot, filePath).split(path.sep);
  if (remote === embedRemote && EMBED_FIXED_NAMES.has(rest.join('/'))) return false;
  return remote !== 'shell' && folder !== undefined && RELEASE_FOLDER.test(folder) && rest.length > 0;
}

/**
 * The Cache-Control header for a file being served. A manifest is always asked for again, even a
 * released version's: it is what remotes.json points at.
 */
export function cacheControlFor(filePath: string, released = false): string {
  const name = servedName(filePath);
  if (name === 'mf-manifest.json') return 'no-cache';
  if (released) return YEAR;
  if (ENTRY_FILES.has(name)) return 'no-cache';
  if (HASHED_NAME.test(name)) return YEAR;
  return 'public, max-age=300';
}

/**
 * The server-rendering builds (ssr/ of each app and of each released version) are the server's code,
 * not the browser's.
 */
export function isPublicPath(pathName: string): boolean {
  return !/(?:^|\/)ssr(?:\/|$)/.test(pathName);
}
