// An instance's copy of a released version: fetched from the bucket once, each file checked against
// the hash recorded at release, and put in the web root as <remote>/<version>/ (the folder a local
// `npm run release` makes), from where the server serves its files and renders with its server build.
// The folder appears whole or not at all: the files go to a hidden folder renamed into place.
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { RELEASE_FOLDER } from '../lib/remotes-manifest.ts';
import { assertReleaseFile, type ReleaseBucket } from './release-bucket.ts';
import type { RemoteRelease } from './release-pointers.ts';

export const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/** The folder of a released version in the web root. */
export function versionFolder(webRoot: string, remote: string, version: string): string {
  if (!/^[a-z][a-z0-9-]*$/.test(remote) || !RELEASE_FOLDER.test(version))
    throw new Error(`Not a release: ${JSON.stringify(`${remote}/${version}`)}`);
  return path.join(webRoot, remote, version);
}

/** Whether the version is in the web root already (its manifest is the last file a copy writes). */
export const hasVersion = (webRoot: string, remote: string, version: string) =>
  existsSync(path.join(versionFolder(webRoot, remote, version), 'mf-manifest.json'));

/**
 * Puts the release's files in the web root unless they are there. Throws, leaving nothing behind,
 * when a file is missing from the bucket or its bytes don't hash to what the release recorded.
 */
export async function fetchVersion(
  bucket: ReleaseBucket,
  webRoot: string,
  release: RemoteRelease,
): Promise<boolean> {
  const { remote, version, files } = release;
  if (hasVersion(webRoot, remote, version)) return false;
  const target = versionFolder(webRoot, remote, version);
  const partial = path.join(webRoot, remote, `.${version}.${process.pid}.${Date.now()}.partial`);
  try {
    for (const [file, expected] of Object.entries(files)) {
      assertReleaseFile(file);
      const bytes = await bucket.get(remote, version, file);
      if (bytes === null)
        throw new Error(`${bucket.describe(remote, version, file)} is missing from the bucket`);
      const actual = sha256(bytes);
      if (actual !== expected) {
        throw new Error(
          `${bucket.describe(remote, version, file)} does not match its release: sha256 ${actual.slice(0, 12)}…, recorded ${expected.slice(0, 12)}…`,
        );
      }
      const destination = path.join(partial, ...file.split('/'));
      await mkdir(path.dirname(destination), { recursive: true });
      await writeFile(destination, bytes);
    }
    await rename(partial, target).catch(async (error: NodeJS.ErrnoException) => {
      // Another instance sharing this web root put it there first: theirs is the same files.
      if (!hasVersion(webRoot, remote, version)) throw error;
    });
    return true;
  } finally {
    await rm(partial, { recursive: true, force: true });
  }
}
