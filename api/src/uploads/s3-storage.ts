// Uploads in an S3-compatible bucket (AWS S3, MinIO, Cloudflare R2...), signed with AWS Signature
// Version 4 by aws4fetch: three calls (PUT, GET, DELETE of one object) need no full SDK.
import { AwsClient } from 'aws4fetch';
import type { S3StorageConfig } from '../config.ts';
import { assertStorageKey, type UploadStorage } from './storage.ts';

/** A bucket that takes longer than this to answer one call fails the request that needed it. */
const S3_TIMEOUT_MS = 10_000;

export function createS3Storage(config: S3StorageConfig): UploadStorage {
  const client = new AwsClient({
    accessKeyId: config.accessKeyId,
    secretAccessKey: config.secretAccessKey,
    service: 's3',
    region: config.region,
  });
  const endpoint = new URL(config.endpoint);
  const urlOf = (key: string) => {
    assertStorageKey(key);
    const object = `${config.prefix}${key}`;
    return config.pathStyle
      ? `${endpoint.origin}/${config.bucket}/${object}`
      : `${endpoint.protocol}//${config.bucket}.${endpoint.host}/${object}`;
  };
  const call = async (key: string, init: RequestInit) => {
    const response = await client.fetch(urlOf(key), { ...init, signal: AbortSignal.timeout(S3_TIMEOUT_MS) });
    return response;
  };
  const fail = async (what: string, key: string, response: Response): Promise<never> => {
    const detail = (await response.text().catch(() => '')).slice(0, 300);
    throw new Error(
      `S3 ${what} of ${key} in bucket ${config.bucket} failed with ${response.status}: ${detail}`,
    );
  };
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
