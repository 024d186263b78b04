// Where uploaded images are kept (UPLOADS_STORAGE: a folder here, or an S3 bucket read from S3_*)
// and how much one address may upload (UPLOADS_*).
import type { S3StorageConfig, UploadLimits, UploadStorageConfig } from '../config.ts';
import { readEnv, S3EnvSchema, type Env, type RawEnv } from './env.ts';
import { readUploadsDir } from './folders.ts';

const MB = 1024 * 1024;

export function readUploadStorage(
  raw: RawEnv,
  env: Env,
  dataDir: string,
  webRoot: string | null,
): UploadStorageConfig {
  if (env.UPLOADS_STORAGE === 'local') {
    return { kind: 'local', dir: readUploadsDir(env.UPLOADS_DIR, dataDir, webRoot) };
  }
  return readS3(raw, 'with UPLOADS_STORAGE=s3');
}

/** The bucket of S3_*, its keys under S3_PREFIX unless another prefix is given. */
function readS3(raw: RawEnv, when: string, prefix?: string): S3StorageConfig {
  const s3 = readEnv(S3EnvSchema, raw, when);
  return {
    kind: 's3',
    endpoint: s3.S3_ENDPOINT.replace(/\/$/, ''),
    bucket: s3.S3_BUCKET,
    region: s3.S3_REGION,
    accessKeyId: s3.S3_ACCESS_KEY_ID,
    secretAccessKey: s3.S3_SECRET_ACCESS_KEY,
    prefix: prefix ?? s3.S3_PREFIX,
    pathStyle: s3.S3_PATH_STYLE === '1',
  };
}

/**
 * The bucket releases go to and instances fetch them from (docs/releases.md): the bucket of S3_*,
 * under RELEASES_S3_PREFIX, whenever S3_BUCKET is set; null without one.
 */
export function readReleaseBucket(raw: RawEnv, env: Env): S3StorageConfig | null {
  if (raw.S3_BUCKET === undefined || raw.S3_BUCKET === '') return null;
  return readS3(raw, "for the releases' bucket (S3_BUCKET is set)", env.RELEASES_S3_PREFIX);
}

export function readUploadLimits(env: Env): UploadLimits {
  return {
    filesPerDay: env.UPLOADS_PER_DAY,
    bytesPerDay: env.UPLOADS_MB_PER_DAY * MB,
    minFreeBytes: env.UPLOADS_MIN_FREE_MB * MB,
  };
}
