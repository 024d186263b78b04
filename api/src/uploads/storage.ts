// Where uploaded images live. The embedded default is a folder on this machine; an S3-compatible
// bucket lets several API instances share them. Keys are ours (`<upload id>/<variant>.webp`), never
// a client's file name.
import type { UploadStorageConfig } from '../config.ts';
import type { UploadVariant } from '../schemas/index.ts';
import { createLocalStorage } from './local-storage.ts';
import { createS3Storage } from './s3-storage.ts';

export interface UploadStorage {
  readonly kind: 'local' | 's3';
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** The stored bytes, or null when there is nothing under the key. */
  get(key: string): Promise<Buffer | null>;
  /** Removes the key; removing what is not there is not an error. */
  delete(key: string): Promise<void>;
  /** Bytes free on the disk that holds the files, or null when the storage is not a disk of ours. */
  freeBytes(): Promise<number | null>;
}

const KEY = /^[0-9a-f]{24}\/(display|card)\.webp$/;

/** The key of one stored size of an upload. */
export const storageKey = (uploadId: string, variant: UploadVariant) => `${uploadId}/${variant}.webp`;

/** Refuses any key that is not one of ours: no path a client could steer reaches a storage. */
export function assertStorageKey(key: string): void {
  if (!KEY.test(key)) throw new Error(`Not an upload storage key: ${JSON.stringify(key.slice(0, 80))}`);
}

export function createUploadStorage(config: UploadStorageConfig): UploadStorage {
  return config.kind === 'local' ? createLocalStorage(config.dir) : createS3Storage(config);
}
