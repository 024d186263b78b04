import { getDefaultStore } from 'jotai';
import { authTokenAtom, clearAuth } from '@villa/shared/state/auth';
import { API_BASE_PATH } from '@villa/shared/api/paths';

export { API_BASE_PATH };
export const API_TIMEOUT_MS = 10_000;

/** Default messages of the spec's error catalogue (section 8), used when the server gives none. */
export const API_ERRORS = {
  generateOtp: 'Failed to generate OTP',
  resendOtp: 'Failed to resend OTP. Please try again.',
  verifyOtp: 'Failed to verify OTP',
  signup: 'Failed to create user',
  logout: 'Failed to logout',
  createEnquiry: 'Failed to create enquiry',
  createPartner: 'Failed to create partner',
  createIndividual: 'Failed to create individual enquiry',
  fetchUnits: 'Failed to fetch units',
  fetchUnit: 'Failed to fetch unit',
  addToWishlist: 'Failed to add unit to wishlist',
  removeFromWishlist: 'Failed to remove unit from wishlist',
  fetchWishlist: 'Failed to get user wishlist',
  createFilter: 'Failed to create filter',
  fetchFilter: 'Failed to fetch filter',
  fetchCities: 'Failed to fetch cities',
  fetchLocationsByCity: 'Failed to fetch locations by city',
} as const;

/** What the screens show for some failures instead of the raw message (spec 8). */
export const API_ERROR_NOTICES = {
  generateOtp: 'Failed to generate OTP. Please try again.',
  invalidOtp: 'Invalid OTP. Please try again.',
  unitSlugRequired: 'Unit slug is required',
} as const;

/** A failed call. `status` is the HTTP status, or 0 when no response came (network error, timeout). */
export class ApiError extends Error {
  readonly status: number;
  /** The server's JSON answer, for the few that carry more than a message (a listing's 410). */
  readonly body: unknown;

  constructor(message: string, status: number, options?: ErrorOptions & { body?: unknown }) {
    super(message, options);
    this.name = 'ApiError';
    this.status = status;
    this.body = options?.body;
  }
}

let apiOrigin = '';

/** Sends calls to another origin (standalone dev pages, the partner embed); '' is the page's own. */
export function setApiOrigin(origin: string): void {
  apiOrigin = origin.replace(/\/+$/, '');
}

export function getApiOrigin(): string {
  return apiOrigin;
}

/** How calls reach the API: the browser's fetch, or the server's own (server rendering, in-process). */
export type ApiTransport = (url: string, init: RequestInit) => Promise<Response>;
let transport: ApiTransport = (url, init) => fetch(url, init);

/** The server rendering a first screen answers the page's calls itself, without a network hop. */
export function setApiTransport(next: ApiTransport): void {
  transport = next;
}

export type QueryValue = string | number | boolean | null | undefined;
export type ApiQuery = Record<string, QueryValue>;

/** The absolute or same-origin URL of an API path, e.g. `apiUrl('/projects/units', { page: 2 })`. */
export function apiUrl(path: string, query?: ApiQuery): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null) params.append(key, String(value));
  }
  const search = params.toString();
  const slash = path.startsWith('/') ? '' : '/';
  return `${apiOrigin}${API_BASE_PATH}${slash}${path}${search ? `?${search}` : ''}`;
}

export interface ApiRequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  query?: ApiQuery;
  /** Sent as JSON; a FormData body (uploads) is sent as multipart. */
  body?: unknown;
  signal?: AbortSignal;
  /** The catalogue message raised when the server gives none (see API_ERRORS). */
  defaultMessage: string;
  timeoutMs?: number;
  /** Extra request headers, e.g. an Idempotency-Key. */
  headers?: Record<string, string>;
}

function serverMessage(payload: unknown): string | null {
  if (typeof payload !== 'object' || payload === null || !('message' in payload)) return null;
  const { message } = payload;
  return typeof message === 'string' && message.trim() !== '' ? message : null;
}

const INVALID_JSON = Symbol('invalid JSON');

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return INVALID_JSON;
  }
}

/**
 * Calls the API. Resolves with the parsed JSON body (typed by the caller from the server's
 * schemas); rejects with an ApiError, or with the caller's abort reason when `signal` aborts.
 */
export async function apiRequest<T>(path: string, options: ApiRequestOptions): Promise<T> {
  const { method = 'GET', query, body, signal, defaultMessage, timeoutMs = API_TIMEOUT_MS } = options;
  signal?.throwIfAborted();

  const headers = new Headers({ ...options.headers, Accept: 'application/json' });
  const token = getDefaultStore().get(authTokenAtom);
  if (token) headers.set('Authorization', `Bearer ${token}`);
  let requestBody: BodyInit | undefined;
  if (body instanceof FormData) {
    requestBody = body;
  } else if (body !== undefined) {
    // Only with a body: Fastify rejects an empty body sent as application/json.
    headers.set('Content-Type', 'application/json');
    requestBody = JSON.stringify(body);
  }

  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(new DOMException('Timed out', 'TimeoutError')), timeoutMs);
  const forwardAbort = () => controller.abort(signal?.reason);
  signal?.addEventListener('abort', forwardAbort, { once: true });

  try {
    const response = await transport(apiUrl(path, query), {
      method,
      headers,
      body: requestBody,
      signal: controller.signal,
    });
    const payload = await readBody(response);
    if (response.status === 401) clearAuth();
    if (!response.ok) {
      const body = payload === INVALID_JSON ? undefined : payload;
      throw new ApiError(serverMessage(payload) ?? defaultMessage, response.status, { body });
    }
    if (payload === INVALID_JSON) throw new ApiError(defaultMessage, response.status);
    return payload as T;
  } catch (error) {
    if (error instanceof ApiError) throw error;
    if (signal?.aborted) throw signal.reason;
    throw new ApiError(defaultMessage, 0, { cause: error });
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', forwardAbort);
  }
}
