// POST /fileupload/submissions: the server issues the id that the files of one listing are uploaded
// under (multipart `id` of POST /fileupload). An id is good for an hour and for at most 10 files; the
// server refuses any other (400: "id: is not an upload id this server issued, or it has expired: ask
// for a new one").
import { ApiError, apiRequest } from '@villa/shared/api/client';
import { UPLOAD_MESSAGES } from '../lib/upload-messages.ts';

/** The answer's id, or null when the answer has none. */
export function readSubmissionId(body: unknown): string | null {
  if (typeof body !== 'object' || body === null || !('data' in body)) return null;
  const { data } = body;
  if (typeof data !== 'object' || data === null || !('id' in data)) return null;
  return typeof data.id === 'string' && data.id !== '' ? data.id : null;
}

/**
 * Asks the server for a new upload id. Rejects with an ApiError carrying the server's message, else
 * 'Unknown error' (spec 8), as a failed upload does.
 */
export async function createUploadSubmission(signal?: AbortSignal): Promise<string> {
  const answer = await apiRequest<unknown>('/fileupload/submissions', {
    method: 'POST',
    signal,
    defaultMessage: UPLOAD_MESSAGES.unknown,
  });
  const id = readSubmissionId(answer);
  if (id === null) throw new ApiError(UPLOAD_MESSAGES.unknown, 201);
  return id;
}

/** Whether a failed upload was refused for its id (unknown to the server, or expired). */
export const isRefusedUploadId = (reason: unknown) =>
  reason instanceof ApiError && reason.status === 400 && reason.message.startsWith('id:');
