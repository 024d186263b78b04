// The server announces each page's first API call with its HTML (api/src/lib/first-page-preloads.ts).
// A preload the page does not take is worse than none: the same data downloads twice, or a call the
// page never makes (a 404) is paid for on every load. Each page of the route table is opened and
// every call its HTML announced must be one the page made: requested once, and answered.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, inject, test } from 'vitest';
import { launchBrowser, newPage } from '../support/browser.ts';
import { resolveRoutes, SPEC_ROUTES, type SpecRoute } from '../support/route-table.ts';

let browser: Browser;
let routes: Record<SpecRoute, string>;
beforeAll(async () => {
  browser = await launchBrowser();
  routes = await resolveRoutes(inject('baseUrl'));
});
afterAll(() => browser?.close());

/** The API URLs (path and query) a page's Link header announces for fetch(). */
async function announcedCalls(path: string): Promise<string[]> {
  const response = await fetch(`${inject('baseUrl')}${path}`, { headers: { accept: 'text/html' } });
  const links = (response.headers.get('link') ?? '').split(/,\s*(?=<)/);
  return links.filter((link) => /;\s*as=fetch/.test(link)).map((link) => /^<([^>]+)>/.exec(link)![1]!);
}

test('/blog/topics announces no post called "topics"', async () => {
  const calls = await announcedCalls('/blog/topics');
  expect(calls.some((call) => call.includes('/blog/posts/slug/'))).toBe(false);
});

/** Pages with nothing to announce: the shell's own, the forms, and the wishlist (asked with a token). */
const NOTHING_FIRST = new Set<SpecRoute>([
  '/',
  '/for-developers',
  '/list-your-villa',
  '/about',
  '/profile/account',
  '/profile/wishlist',
  '/terms-and-conditions',
  '/privacy-policy',
  '/contact',
]);

/** Records what the page's own code asks fetch() for (path and query), before any script runs. */
function recordFetches() {
  const fetched: string[] = [];
  (window as unknown as { fetched: string[] }).fetched = fetched;
  const original = window.fetch.bind(window);
  window.fetch = (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input), window.location.href);
    fetched.push(`${url.pathname}${url.search}`);
    return original(input, init);
  };
}

test.each(SPEC_ROUTES.filter((route) => !route.includes('not found')))(
  'every call %s announces is one its page makes, and the preload answers it',
  async (route) => {
    const path = routes[route];
    const calls = await announcedCalls(path);
    expect(calls, 'the calls announced').toHaveLength(NOTHING_FIRST.has(route) ? 0 : 1);
    const { context, page } = await newPage(browser, 390);
    await context.addInitScript(recordFetches);
    const requested: string[] = [];
    const statuses = new Map<string, number>();
    const pathOf = (url: URL) => `${url.pathname}${url.search}`;
    page.on('request', (request) => requested.push(pathOf(new URL(request.url()))));
    page.on('response', (response) => statuses.set(pathOf(new URL(response.url())), response.status()));
    await page.goto(`${inject('baseUrl')}${path}`);
    await page.waitForLoadState('networkidle');
    const fetched = await page.evaluate(() => (window as unknown as { fetched: string[] }).fetched);
    for (const call of calls) {
      const endpoint = call.split('?')[0];
      // The page asked for this very URL, and for no other query of the same endpoint.
      const asked = new Set(fetched.filter((url) => url.split('?')[0] === endpoint));
      expect(asked, `what the page asked of ${endpoint}`).toEqual(new Set([call]));
      // Over the network once: the page's fetch() took the preloaded response.
      expect(
        requested.filter((url) => url === call),
        `${call} downloaded once`,
      ).toHaveLength(1);
      expect(statuses.get(call), `${call} answered`).toBeLessThan(400);
    }
    await context.close();
  },
);
