// The checks a picked file passes before it is sent (spec 5, 9). The server checks again, from the
// bytes: these only spare the owner a wait for an answer we already know.
import {
  UPLOAD_ALLOWED_TYPES,
  UPLOAD_MAX_BYTES,
  UPLOAD_MAX_FILES,
} from '@villa/api/contract/listing-form-options';
import { UPLOAD_MESSAGES } from './upload-messages.ts';

export interface UploadLimits {
  allowedTypes: readonly string[];
  maxBytes: number;
  /** Files in all, counting those uploaded already. */
  maxFiles: number;
}

export const DEFAULT_UPLOAD_LIMITS: UploadLimits = {
  allowedTypes: UPLOAD_ALLOWED_TYPES,
  maxBytes: UPLOAD_MAX_BYTES,
  maxFiles: UPLOAD_MAX_FILES,
};

/** A file that is not sent, by its name, and why. */
export interface RejectedFile {
  name: string;
  message: string;
}

export interface CheckedFiles {
  accepted: File[];
  rejected: RejectedFile[];
}

/**
 * Splits a selection into the files to send and those refused. Each file is checked for its type,
 * then its size; the good ones fill the room left by the `uploaded` files in the order picked, and
 * the rest are refused with the room there was before this selection.
 */
export function checkFiles(
  files: readonly File[],
  uploaded: number,
  limits: UploadLimits = DEFAULT_UPLOAD_LIMITS,
): CheckedFiles {
  const room = Math.max(0, limits.maxFiles - uploaded);
  const accepted: File[] = [];
  const rejected: RejectedFile[] = [];
  for (const file of files) {
    const message = !limits.allowedTypes.includes(file.type.toLowerCase())
      ? UPLOAD_MESSAGES.type(file.type, limits.allowedTypes)
      : file.size > limits.maxBytes
        ? UPLOAD_MESSAGES.size(file.size, limits.maxBytes)
        : accepted.length >= room
          ? UPLOAD_MESSAGES.count(limits.maxFiles, room)
          : null;
    if (message === null) accepted.push(file);
    else rejected.push({ name: file.name, message });
  }
  return { accepted, rejected };
}
