// Uploads in a folder on this machine (UPLOADS_DIR), outside WEB_ROOT: one folder per upload id.
import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, rm, rmdir, statfs, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { assertStorageKey, type UploadStorage } from './storage.ts';

const isMissing = (error: unknown) =>
  error instanceof Error && 'code' in error && (error.code === 'ENOENT' || error.code === 'ENOTDIR');

export function createLocalStorage(dir: string): UploadStorage {
  const fileOf = (key: string) => {
    assertStorageKey(key);
    return path.join(dir, key);
  };
  return {
    kind: 'local',
    async put(key, body) {
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      // Written beside it and renamed: a reader never sees half a file.
      const partial = `${file}.${randomBytes(6).toString('hex')}.partial`;
      await writeFile(partial, body);
      await rename(partial, file);
    },
    async get(key) {
      try {
        return await readFile(fileOf(key));
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async delete(key) {
      const file = fileOf(key);
      await rm(file, { force: true });
      // The upload's folder goes with its last file.
      await rmdir(path.dirname(file)).catch(() => undefined);
    },
    async freeBytes() {
      await mkdir(dir, { recursive: true });
      const disk = await statfs(dir);
      // What an unprivileged process may still write (bavail), not the root-reserved rest.
      return disk.bavail * disk.bsize;
    },
  };
}
