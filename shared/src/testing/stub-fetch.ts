import { vi } from 'vitest';
import { requestUrl, type ApiHandler } from './story-world.ts';

export type FetchHandler = ApiHandler;

/** Replaces `fetch` with `handler`; returns the mock to inspect the requests sent. */
export function stubFetch(handler: FetchHandler) {
  const fetchMock = vi.fn((input: RequestInfo | URL, init?: RequestInit) =>
    Promise.resolve(handler(requestUrl(input), init)),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The URLs fetched so far whose path is `pathname`. */
export function requestsTo(fetchMock: ReturnType<typeof stubFetch>, pathname: string): URL[] {
  return fetchMock.mock.calls.map(([input]) => requestUrl(input)).filter((url) => url.pathname === pathname);
}
