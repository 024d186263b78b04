import { vi } from 'vitest';

export type FetchHandler = (url: URL, init: RequestInit | undefined) => Response | Promise<Response>;

/** Replaces `fetch` with `handler`; returns the mock to inspect the requests sent. */
export function stubFetch(handler: FetchHandler) {
  const fetchMock = vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
    const href = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    return Promise.resolve(handler(new URL(href, 'http://localhost'), init));
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The URLs fetched so far whose path is `pathname`. */
export function requestsTo(fetchMock: ReturnType<typeof stubFetch>, pathname: string): URL[] {
  return fetchMock.mock.calls
    .map(
      ([input]) =>
        new URL(
          typeof input === 'string' ? input : input instanceof URL ? input.href : input.url,
          'http://localhost',
        ),
    )
    .filter((url) => url.pathname === pathname);
}
