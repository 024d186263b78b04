// The folders the server uses: where this package sits, and the ones the environment names
// (WEB_ROOT, MIGRATIONS_DIR, UPLOADS_DIR), checked on this machine at start.
import { existsSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ConfigError } from './env.ts';

/** The api/ folder: `src/config/` and `dist/config/` both sit two levels below it. */
export const PACKAGE_ROOT = fileURLToPath(new URL('../..', import.meta.url));
export const REPO_ROOT = path.resolve(PACKAGE_ROOT, '..');
/** DATA_DIR for a throwaway in-memory database. */
export const MEMORY_DATA_DIR = 'memory://';

export function readFolder(variable: string, value: string | undefined): string | null {
  if (value === undefined) return null;
  const dir = path.resolve(value);
  if (!existsSync(dir) || !statSync(dir).isDirectory()) {
    throw new ConfigError(variable, `must be an existing folder (got '${value}')`);
  }
  return dir;
}

export function readWebRoot(value: string | undefined): string | null {
  const dir = readFolder('WEB_ROOT', value);
  if (dir !== null && !existsSync(path.join(dir, 'shell', 'index.html'))) {
    throw new ConfigError('WEB_ROOT', `must contain the built shell (no shell/index.html in '${dir}')`);
  }
  return dir;
}

/**
 * The uploads folder: UPLOADS_DIR, else `uploads` beside the embedded database's folder (DATA_DIR is
 * PGlite's own, so not inside it), or a temporary folder for an in-memory database. Never inside
 * WEB_ROOT: an upload is served by id with its checked type, never as a file.
 */
export function readUploadsDir(value: string | undefined, dataDir: string, webRoot: string | null): string {
  const dir = path.resolve(
    value ??
      (dataDir === MEMORY_DATA_DIR
        ? path.join(tmpdir(), `villa-uploads-${process.pid}`)
        : path.join(path.dirname(path.resolve(dataDir)), 'uploads')),
  );
  if (webRoot !== null && (dir === webRoot || dir.startsWith(`${webRoot}${path.sep}`))) {
    throw new ConfigError('UPLOADS_DIR', `must be outside WEB_ROOT (got '${dir}')`);
  }
  return dir;
}
