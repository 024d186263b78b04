// The studio's calls: the API client's URLs and errors, with the staff session's token instead of
// the buyer's (apiRequest sends the buyer's and logs the buyer out on a 401). A 401 here ends the
// staff session only.
import { API_TIMEOUT_MS, ApiError, apiUrl, type ApiQuery } from '@villa/shared/api/client';
import { clearStaffSession, readStaffSession } from './staff-session.ts';

export interface StudioRequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  query?: ApiQuery;
  body?: unknown;
  /** Raised when the server gives no message of its own. */
  defaultMessage: string;
  /** How long to wait for the answer: API_TIMEOUT_MS unless a call is known to take longer. */
  timeoutMs?: number;
}

function messageOf(payload: unknown): string | null {
  if (typeof payload !== 'object' || payload === null || !('message' in payload)) return null;
  const { message } = payload;
  return typeof message === 'string' && message.trim() !== '' ? message : null;
}

/** Calls the API as the signed-in staff member; rejects with an ApiError worded as the API words it. */
export async function studioRequest<T>(path: string, options: StudioRequestOptions): Promise<T> {
  return (await send<T>(path, options)).payload as T;
}

/** An answer to a conditional GET: the body and its ETag, or `notModified` (304: keep what you have). */
export type TaggedAnswer<T> = { notModified: true } | { notModified: false; payload: T; etag: string | null };

/**
 * A GET that sends `If-None-Match: etag` when it has one (a list the studio polls): a 304 answers
 * `notModified`, and the caller keeps the data it has.
 */
export async function studioRequestTagged<T>(
  path: string,
  options: Omit<StudioRequestOptions, 'method' | 'body'> & { etag: string | null },
): Promise<TaggedAnswer<T>> {
  const answer = await send<T>(path, options, options.etag);
  return answer.status === 304
    ? { notModified: true }
    : { notModified: false, payload: answer.payload as T, etag: answer.etag };
}

async function send<T>(
  path: string,
  options: StudioRequestOptions,
  etag: string | null = null,
): Promise<{ status: number; payload: T | undefined; etag: string | null }> {
  const { method = 'GET', query, body, defaultMessage, timeoutMs = API_TIMEOUT_MS } = options;
  const headers = new Headers({ Accept: 'application/json' });
  const token = readStaffSession()?.token;
  if (token) headers.set('Authorization', `Bearer ${token}`);
  if (body !== undefined) headers.set('Content-Type', 'application/json');
  if (etag) headers.set('If-None-Match', etag);
  let response: Response;
  try {
    response = await fetch(apiUrl(path, query), {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (error) {
    throw new ApiError(defaultMessage, 0, { cause: error });
  }
  const text = await response.text();
  let payload: unknown;
  try {
    payload = text === '' ? undefined : JSON.parse(text);
  } catch {
    payload = undefined;
  }
  if (response.status === 401 && token) clearStaffSession();
  if (response.status === 304 && etag) return { status: 304, payload: undefined, etag };
  if (!response.ok)
    throw new ApiError(messageOf(payload) ?? defaultMessage, response.status, { body: payload });
  return { status: response.status, payload: payload as T, etag: response.headers.get('ETag') };
}

/** What a failed call shows: the API's words, or a plain line when no answer came. */
export function errorText(error: unknown): string {
  if (error instanceof ApiError)
    return error.status === 0 ? `${error.message}. Please try again.` : error.message;
  return 'Something went wrong. Please try again.';
}
