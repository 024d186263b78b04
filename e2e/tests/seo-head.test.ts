// Issue 24: every page says what it is in the server's HTML, where crawlers and chat apps read it
// without running JavaScript (title, description, canonical, share preview, JSON-LD); pages that
// don't exist answer 404; and the title follows the page on client navigation and on Back.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { launchBrowser, newPage, waitForHydration } from '../support/browser.ts';
import { resolveRoutes, type SpecRoute } from '../support/route-table.ts';

let browser: Browser;
let routes: Record<SpecRoute, string>;
const baseUrl = () => inject('baseUrl');

beforeAll(async () => {
  browser = await launchBrowser();
  routes = await resolveRoutes(baseUrl());
});
afterAll(() => browser?.close());

interface Head {
  status: number;
  titles: string[];
  description: string | null;
  canonical: string | null;
  robots: string | null;
  og: Record<string, string>;
  jsonLd: Record<string, unknown>[];
}

/** The head of the HTML the server sends, read with JavaScript off (what a crawler gets). */
async function serverHead(path: string): Promise<Head> {
  const context = await browser.newContext({ javaScriptEnabled: false });
  try {
    const page = await context.newPage();
    const response = await page.goto(`${baseUrl()}${path}`);
    const head = await page.evaluate(() => {
      const attr = (selector: string, name: string) =>
        document.querySelector(selector)?.getAttribute(name) ?? null;
      const og: Record<string, string> = {};
      for (const meta of document.querySelectorAll('meta[property^="og:"], meta[name^="twitter:"]')) {
        og[meta.getAttribute('property') ?? meta.getAttribute('name') ?? ''] =
          meta.getAttribute('content') ?? '';
      }
      return {
        titles: [...document.querySelectorAll('title')].map((title) => title.textContent ?? ''),
        description: attr('meta[name="description"]', 'content'),
        canonical: attr('link[rel="canonical"]', 'href'),
        robots: attr('meta[name="robots"]', 'content'),
        og,
        jsonLd: [...document.querySelectorAll('script[type="application/ld+json"]')].map(
          (script) => JSON.parse(script.textContent ?? '{}') as Record<string, unknown>,
        ),
      };
    });
    return { status: response?.status() ?? 0, ...head };
  } finally {
    await context.close();
  }
}

/** The width and height of a baseline or progressive JPEG, from its SOF marker. */
function jpegSize(bytes: Uint8Array): { width: number; height: number } | null {
  if (bytes[0] !== 0xff || bytes[1] !== 0xd8) return null;
  let offset = 2;
  while (offset + 9 < bytes.length) {
    if (bytes[offset] !== 0xff) return null;
    const marker = bytes[offset + 1]!;
    const length = (bytes[offset + 2]! << 8) + bytes[offset + 3]!;
    if (marker >= 0xc0 && marker <= 0xc2) {
      return {
        height: (bytes[offset + 5]! << 8) + bytes[offset + 6]!,
        width: (bytes[offset + 7]! << 8) + bytes[offset + 8]!,
      };
    }
    offset += 2 + length;
  }
  return null;
}

async function expectShareImage(url: string | undefined) {
  expect(url, 'og:image').toMatch(/^https?:\/\/.+\.jpg$/);
  // The image is on this server whatever PUBLIC_URL names: fetch its path here.
  const response = await fetch(`${baseUrl()}${new URL(url!).pathname}`);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe('image/jpeg');
  expect(response.headers.get('cache-control')).toMatch(/immutable/);
  expect(jpegSize(new Uint8Array(await response.arrayBuffer()))).toEqual({ width: 1200, height: 630 });
}

const ofType = (head: Head, type: string) => head.jsonLd.find((item) => item['@type'] === type);

describe('the head in the server’s HTML, without JavaScript', () => {
  test('a unit: its name, place and price, a description, canonical, share image and RealEstateListing', async () => {
    const head = await serverHead(routes['/unit/{slug}/']);
    expect(head.status).toBe(200);
    expect(head.titles).toHaveLength(1);
    expect(head.titles[0]).toMatch(/^\d BHK .+ at .+, .+, .+ \| ₹[\d.]+ (Cr|L)$/);
    expect(head.description).toMatch(/₹[\d.]+ (Cr|L) · \d bedrooms · [\d,]+ sq\.ft built-up .*RERA/);
    expect(head.canonical).toMatch(new RegExp(`${routes['/unit/{slug}/']}$`));
    expect(head.og['og:type']).toBe('article');
    expect(head.og['og:locale']).toBe('en_IN');
    expect(head.og['twitter:card']).toBe('summary_large_image');
    expect(head.og['og:url']).toBe(head.canonical);
    await expectShareImage(head.og['og:image']);
    const listing = ofType(head, 'RealEstateListing');
    expect(listing).toMatchObject({
      offers: { '@type': 'Offer', priceCurrency: 'INR', price: expect.any(Number) },
      contentLocation: { address: { '@type': 'PostalAddress' }, geo: { '@type': 'GeoCoordinates' } },
      image: expect.any(Array),
      datePosted: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    expect(ofType(head, 'BreadcrumbList')).toBeDefined();
    expect(ofType(head, 'RealEstateAgent')).toMatchObject({ telephone: expect.stringMatching(/^\+91/) });
  });

  test('a project: its place and starting price, share image and RealEstateListing', async () => {
    const head = await serverHead(routes['/project/{slug}/']);
    expect(head.status).toBe(200);
    expect(head.titles).toEqual([expect.stringMatching(/^.+, .+, .+ \| From ₹[\d.]+ (Cr|L)$/)]);
    expect(head.description).toMatch(/BHK villas of/);
    await expectShareImage(head.og['og:image']);
    expect(ofType(head, 'RealEstateListing')).toMatchObject({ offers: { priceCurrency: 'INR' } });
  });

  test('the listing names its city and place; a filtered one points at its unfiltered page', async () => {
    const hyderabad = await serverHead('/units?city=Hyderabad');
    expect(hyderabad.titles).toEqual(['Villas for sale in Hyderabad | VillaNest']);
    expect(hyderabad.canonical).toMatch(/\/units\?city=Hyderabad$/);
    expect(hyderabad.robots).toBeNull();
    expect(ofType(hyderabad, 'ItemList')).toMatchObject({ itemListElement: expect.any(Array) });

    const filtered = await serverHead('/units?city=Bengaluru&bedroom=4');
    expect(filtered.titles).toEqual(['Villas for sale in Bengaluru | VillaNest']);
    expect(filtered.canonical).toMatch(/\/units\?city=Bengaluru$/);
    expect(filtered.robots).toBe('noindex, follow');
  });

  test('a blog post: its title, excerpt, share image and BlogPosting', async () => {
    const head = await serverHead(routes['/blog/{slug}']);
    expect(head.status).toBe(200);
    expect(head.titles).toEqual([expect.stringMatching(/^.+ \| VillaNest$/)]);
    expect(head.description?.length).toBeGreaterThan(20);
    expect(head.canonical).toMatch(new RegExp(`${routes['/blog/{slug}']}$`));
    expect(head.og['og:type']).toBe('article');
    await expectShareImage(head.og['og:image']);
    expect(ofType(head, 'BlogPosting')).toMatchObject({
      headline: head.titles[0]!.replace(/ \| VillaNest$/, ''),
      datePublished: expect.any(String),
      author: { '@type': 'Person', name: expect.any(String) },
      image: expect.stringMatching(/^https?:\/\//),
    });
  });

  test('the home page and a text page have titles of their own', async () => {
    const home = await serverHead('/');
    const about = await serverHead('/about');
    expect(home.titles).toHaveLength(1);
    expect(about.titles).toEqual(['About us | VillaNest']);
    expect(home.titles[0]).not.toBe(about.titles[0]);
    expect(about.description).toMatch(/verified villa projects/);
  });
});

describe('pages that are not there', () => {
  test.each([
    '/unit/no-such-villa/',
    '/project/nope/',
    '/blog/no-such-post',
    '/blog/tag/no-such-tag',
    '/nope',
  ])('%s answers 404 with the site’s not-found page, on GET and HEAD', async (path) => {
    const head = await serverHead(path);
    expect(head.status).toBe(404);
    expect(head.robots).toBe('noindex, follow');
    const response = await fetch(`${baseUrl()}${path}`, {
      method: 'HEAD',
      headers: { accept: 'text/html' },
    });
    expect(response.status).toBe(404);
  });
});

describe('in the browser', () => {
  test('the title follows the page on client navigation and on Back', async () => {
    const { context, page } = await newPage(browser);
    try {
      await page.goto(`${baseUrl()}/units?city=Bengaluru`);
      await page.waitForFunction(() => document.title === 'Villas for sale in Bengaluru | VillaNest');
      // The server's title was taken over, not doubled.
      expect(await page.locator('head title').count()).toBe(1);
      await waitForHydration(page);
      // The tab is part of the page's title.
      await page.getByRole('tab', { name: /^Projects/ }).click();
      await page.waitForFunction(() => document.title === 'Villa projects in Bengaluru | VillaNest');
      const card = page.getByRole('tabpanel').getByRole('article').first();
      await card.getByRole('link').click();
      await page.waitForURL(/\/project\//);
      await page.waitForFunction(() => / \| From ₹[\d.]+ (Cr|L)$/.test(document.title), undefined, {
        timeout: 30_000,
      });
      expect(await page.locator('head title').count()).toBe(1);
      await page.goBack();
      await page.waitForFunction(() => document.title === 'Villa projects in Bengaluru | VillaNest');
      expect(await page.locator('head title').count()).toBe(1);
    } finally {
      await context.close();
    }
  });
});
