// The releases' bucket (docs/releases.md, "To every instance"): each version of a remote is a folder
// of objects, releases/<remote>/<version>/<file>, written once and never changed, so a browser and a
// CDN may keep them for a year, and a page opened on an old version keeps finding its chunks. It is
// the bucket of S3_* (the uploads' credentials) under its own prefix, RELEASES_S3_PREFIX.
import type { S3StorageConfig } from '../config.ts';
import { s3Bucket } from '../lib/s3-bucket.ts';

/** A bucket that takes longer than this to answer one call fails the step that needed it. */
const BUCKET_TIMEOUT_MS = 30_000;
/** What a browser and a CDN are told about a version's files: they never change. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';

const CONTENT_TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.cjs': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
};

export const contentTypeOf = (file: string) =>
  CONTENT_TYPES[/\.[a-z0-9]+$/i.exec(file)?.[0]?.toLowerCase() ?? ''] ?? 'application/octet-stream';

/** A file's path inside a version: relative, '/'-separated, no '..', nothing a key or a URL reads oddly. */
const FILE_PATH = /^(?!.*(?:^|\/)\.\.?(?:\/|$))[A-Za-z0-9._-]+(?:\/[A-Za-z0-9._-]+)*$/;

export function assertReleaseFile(file: string): void {
  if (!FILE_PATH.test(file))
    throw new Error(`Not a release file's path: ${JSON.stringify(file.slice(0, 120))}`);
}

export interface ReleaseBucket {
  /** Where a version's file (or '' for its folder) is, for the messages: s3://bucket/releases/listings/<version>/<file>. */
  describe(remote: string, version: string, file: string): string;
  /** Whether the object is there (a HEAD). */
  has(remote: string, version: string, file: string): Promise<boolean>;
  put(remote: string, version: string, file: string, body: Buffer): Promise<void>;
  /** The object's bytes, or null when there is none. */
  get(remote: string, version: string, file: string): Promise<Buffer | null>;
}

export function createReleaseBucket(config: S3StorageConfig): ReleaseBucket {
  const bucket = s3Bucket(config, BUCKET_TIMEOUT_MS);
  const keyOf = (remote: string, version: string, file: string) => {
    assertReleaseFile(file);
    return `${remote}/${version}/${file}`;
  };
  const call = (key: string, init: RequestInit) => bucket.call(key, init);
  const { fail } = bucket;
  return {
    describe: (remote, version, file) => `s3://${config.bucket}/${config.prefix}${remote}/${version}/${file}`,
    async has(remote, version, file) {
      const key = keyOf(remote, version, file);
      const response = await call(key, { method: 'HEAD' });
      await response.arrayBuffer();
      if (response.status === 404) return false;
      if (!response.ok) return fail('HEAD', key, response);
      return true;
    },
    async put(remote, version, file, body) {
      const key = keyOf(remote, version, file);
      const response = await call(key, {
        method: 'PUT',
        body: new Uint8Array(body),
        headers: {
          'content-type': contentTypeOf(file),
          'content-length': String(body.length),
          'cache-control': IMMUTABLE,
        },
      });
      if (!response.ok) await fail('PUT', key, response);
      await response.arrayBuffer();
    },
    async get(remote, version, file) {
      const key = keyOf(remote, version, file);
      const response = await call(key, { method: 'GET' });
      if (response.status === 404) {
        await response.arrayBuffer();
        return null;
      }
      if (!response.ok) return fail('GET', key, response);
      return Buffer.from(await response.arrayBuffer());
    },
  };
}
