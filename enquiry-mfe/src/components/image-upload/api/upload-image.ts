import { ApiError, apiRequest, getApiOrigin } from '@villa/shared/api/client';
import { UPLOAD_MESSAGES } from '../lib/upload-messages.ts';

/** A file the server stored, as the widget needs it. */
export interface StoredImage {
  /** What the form sends (`property_images`). */
  id: string;
  url: string;
  /** A smaller copy for thumbnails, when the server makes one. */
  thumbnailUrl?: string;
}

/**
 * Longer than the 10 s of other calls (spec 7): the files of one selection share a phone's upload
 * link, and 10 MB at slow 4G's 0.75 Mbit/s takes almost two minutes.
 */
const UPLOAD_TIMEOUT_MS = 120_000;

const isText = (value: unknown): value is string => typeof value === 'string' && value !== '';

/** A same-origin path is the API's: with the API on another origin (the embed), it is resolved there. */
function imageUrl(url: unknown): string | null {
  if (!isText(url)) return null;
  if (url.startsWith('/') && !url.startsWith('//')) return `${getApiOrigin()}${url}`;
  return /^https?:\/\//i.test(url) ? url : null;
}

/**
 * The stored file of POST /fileupload's answer, `data.data[0]` (spec 3, 7), or null when the answer
 * has none. The one place that knows the answer's shape, checked here because nothing else does.
 */
export function readUploadedImage(body: unknown): StoredImage | null {
  if (typeof body !== 'object' || body === null || !('data' in body) || !Array.isArray(body.data)) {
    return null;
  }
  const item: unknown = body.data[0];
  if (typeof item !== 'object' || item === null) return null;
  const { _id: id, url, card_url: cardUrl } = item as Record<string, unknown>;
  const displayUrl = imageUrl(url);
  if (!isText(id) || displayUrl === null) return null;
  const thumbnailUrl = imageUrl(cardUrl);
  return thumbnailUrl === null ? { id, url: displayUrl } : { id, url: displayUrl, thumbnailUrl };
}

export interface UploadImageInput {
  file: File;
  /** The id the server issued for the files of one form (multipart `id`, create-upload-submission.ts). */
  uploadId: string;
  /** What the files are for (multipart `type`), e.g. 'property_images'. */
  type: string;
  signal?: AbortSignal;
}

/**
 * POST /fileupload with one file (spec 7). Rejects with an ApiError carrying the server's message,
 * else 'Unknown error' (spec 8).
 */
export async function uploadImage({ file, uploadId, type, signal }: UploadImageInput): Promise<StoredImage> {
  const body = new FormData();
  // The fields before the file: the server reads the multipart stream in order.
  body.append('id', uploadId);
  body.append('type', type);
  body.append('files', file, file.name);
  const answer = await apiRequest<unknown>('/fileupload', {
    method: 'POST',
    body,
    signal,
    timeoutMs: UPLOAD_TIMEOUT_MS,
    defaultMessage: UPLOAD_MESSAGES.unknown,
  });
  const stored = readUploadedImage(answer);
  if (stored === null) throw new ApiError(UPLOAD_MESSAGES.unknown, 200);
  return stored;
}
