// The upload widget's texts (spec 2.5, 5 and 8), in one place so the tests read the same strings.
// The spec's own words, 'files' even for one: the sales and support teams search for them.

/** 1 MB is 1,048,576 bytes (spec 9), so sizes are shown in units of 2^20 bytes. */
const BYTES_PER_MB = 1_048_576;

/**
 * Megabytes to 2 decimals, rounded up: a file 1 byte over a 1 MB limit shows as 1.01MB, never as
 * the limit itself.
 */
const fileSizeInMb = (bytes: number) => (Math.ceil((bytes / BYTES_PER_MB) * 100) / 100).toFixed(2);

/** A limit in megabytes without trailing zeros: '1', '0.5'. */
const limitInMb = (bytes: number) => String(Number((bytes / BYTES_PER_MB).toFixed(2)));

/** 'image/webp' -> 'WEBP'. */
const formatName = (type: string) => (type.split('/')[1] ?? type).toUpperCase();

export const UPLOAD_TEXTS = {
  add: (title: string) => `Add ${title}`,
  uploading: 'Uploading...',
  clearAll: 'Clear All',
  remove: (name: string) => `Remove ${name}`,
  hint: (types: readonly string[], maxBytes: number, maxFiles: number) =>
    `Supported formats: ${types.map(formatName).join(', ')}. Max size ${limitInMb(maxBytes)}MB per file. Up to ${maxFiles} files.`,
} as const;

export const UPLOAD_MESSAGES = {
  type: (type: string, allowed: readonly string[]) =>
    `File type ${type || 'unknown'} is not allowed. Allowed types: ${allowed.join(', ')}`,
  size: (bytes: number, maxBytes: number) =>
    `File size ${fileSizeInMb(bytes)}MB exceeds maximum allowed size of ${limitInMb(maxBytes)}MB`,
  count: (maxFiles: number, room: number) =>
    `Maximum ${maxFiles} files allowed. You can add ${room} more files.`,
  /** Some of the files sent failed: how many. */
  failedSome: (count: number) => `Failed to upload ${count} files`,
  /** Every file sent failed. */
  failedAll: 'Failed to upload files',
  /** An upload failed and the server said nothing (spec 8). */
  unknown: 'Unknown error',
} as const;
