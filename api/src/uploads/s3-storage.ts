// Uploads in an S3-compatible bucket (AWS S3, MinIO, Cloudflare R2...): PUT, GET and DELETE of one
// object (lib/s3-bucket.ts signs them).
import type { S3StorageConfig } from '../config.ts';
import { s3Bucket } from '../lib/s3-bucket.ts';
import { assertStorageKey, type UploadStorage } from './storage.ts';

/** A bucket that takes longer than this to answer one call fails the request that needed it. */
const S3_TIMEOUT_MS = 10_000;

export function createS3Storage(config: S3StorageConfig): UploadStorage {
  const bucket = s3Bucket(config, S3_TIMEOUT_MS);
  const call = (key: string, init: RequestInit) => {
    assertStorageKey(key);
    return bucket.call(key, init);
  };
  const { fail } = bucket;
  return {
    kind: 's3',
    async put(key, body, contentType) {
      const response = await call(key, {
        method: 'PUT',
        body: new Uint8Array(body),
        headers: { 'content-type': contentType, 'content-length': String(body.length) },
      });
      if (!response.ok) await fail('PUT', key, response);
      await response.arrayBuffer();
    },
    async get(key) {
      const response = await call(key, { method: 'GET' });
      if (response.status === 404) {
        await response.arrayBuffer();
        return null;
      }
      if (!response.ok) return fail('GET', key, response);
      return Buffer.from(await response.arrayBuffer());
    },
    async delete(key) {
      const response = await call(key, { method: 'DELETE' });
      if (!response.ok && response.status !== 404) await fail('DELETE', key, response);
      await response.arrayBuffer();
    },
    // A bucket has no disk of ours to fill: its size is the provider's quota and bill.
    async freeBytes() {
      return null;
    },
  };
}
