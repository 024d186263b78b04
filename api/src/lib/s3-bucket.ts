// One S3-compatible bucket's signed calls (AWS Signature Version 4, by aws4fetch), for the uploads'
// storage (uploads/s3-storage.ts) and the releases (releases/release-bucket.ts): three or four calls
// on single objects need no full SDK.
import { AwsClient } from 'aws4fetch';
import type { S3StorageConfig } from '../config.ts';

export interface S3Bucket {
  /** One call on the object at `key` (the config's prefix not included), within `timeoutMs`. */
  call(key: string, init: RequestInit): Promise<Response>;
  /** Throws the error a failed call is reported with: the call, the key, the status and S3's words. */
  fail(what: string, key: string, response: Response): Promise<never>;
}

export function s3Bucket(config: S3StorageConfig, timeoutMs: number): S3Bucket {
  const client = new AwsClient({
    accessKeyId: config.accessKeyId,
    secretAccessKey: config.secretAccessKey,
    service: 's3',
    region: config.region,
  });
  const endpoint = new URL(config.endpoint);
  const urlOf = (key: string) => {
    const object = `${config.prefix}${key}`.split('/').map(encodeURIComponent).join('/');
    return config.pathStyle
      ? `${endpoint.origin}/${config.bucket}/${object}`
      : `${endpoint.protocol}//${config.bucket}.${endpoint.host}/${object}`;
  };
  return {
    call: (key, init) => client.fetch(urlOf(key), { ...init, signal: AbortSignal.timeout(timeoutMs) }),
    async fail(what, key, response) {
      const detail = (await response.text().catch(() => '')).slice(0, 300);
      throw new Error(
        `S3 ${what} of ${config.prefix}${key} in bucket ${config.bucket} failed with ${response.status}: ${detail}`,
      );
    },
  };
}
