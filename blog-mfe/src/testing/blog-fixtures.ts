import { vi } from 'vitest';

export { CATEGORIES, TAGS, fullPost, listResponse, makePost } from './blog-data.ts';

type Routes = Record<string, { status?: number; body: unknown }>;

/** Stubs fetch with answers by path and query ('/api/v1/blog/posts/published?page=1&limit=9'); anything else is a 404. */
export function stubApi(routes: Routes) {
  const fetchMock = vi.fn(async (url: string) => {
    const route = routes[url];
    if (!route) {
      return new Response(
        JSON.stringify({ statusCode: 404, error: 'Not Found', message: `No stub for ${url}` }),
        { status: 404 },
      );
    }
    return new Response(JSON.stringify(route.body), { status: route.status ?? 200 });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

export const requestedUrls = (fetchMock: ReturnType<typeof stubApi>) =>
  fetchMock.mock.calls.map(([url]) => url);

/**
 * An IntersectionObserver that reports every element on screen as soon as it is observed: sections
 * that load as they come near (WhenNear) render in the test. vi.unstubAllGlobals() removes it.
 */
export function stubEverythingNear() {
  class EverythingNear {
    constructor(private readonly callback: IntersectionObserverCallback) {}
    observe(target: Element) {
      this.callback(
        [{ target, isIntersecting: true } as IntersectionObserverEntry],
        this as unknown as IntersectionObserver,
      );
    }
    unobserve() {}
    disconnect() {}
    takeRecords() {
      return [];
    }
  }
  vi.stubGlobal('IntersectionObserver', EverythingNear);
}
