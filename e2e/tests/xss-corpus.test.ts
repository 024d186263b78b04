// Stored XSS (issue 7, part 7): a corpus of payloads written straight into the database, in post
// bodies, titles, excerpts, tag and category names, project and unit fields, reviews, the sales team
// and enquiries. Chromium opens every page that shows them, with the Content-Security-Policy bypassed
// so that the sanitisers and React's escaping are what is tested, and no payload may run. The server's
// HTML is checked too: its JSON state carries the payloads as data, never as markup.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { launchBrowser } from '../support/browser.ts';
import { seedWithPayloads, type StoredPayloads } from '../support/xss-database.ts';
import { XSS_PAYLOADS } from '../support/xss-payloads.ts';
import { startServer, type RunningServer } from '../support/server.ts';

let dataDir: string;
let server: RunningServer;
let stored: StoredPayloads;
let browser: Browser;

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'villa-xss-'));
  stored = await seedWithPayloads(dataDir, XSS_PAYLOADS);
  server = await startServer({ DATA_DIR: dataDir });
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

/** What went wrong on a page: a payload that ran, a dialog, or markup that should not be there. */
type Finding = string;

/**
 * Markup that is unsafe even if nothing has run yet: event handlers, script URLs, inline scripts other
 * than the page's JSON state, frames and page-wide elements, globals clobbered by an element, and
 * links that open a window without noopener noreferrer.
 */
function unsafeMarkup(): string[] {
  const found: string[] = [];
  const urlAttributes = ['href', 'src', 'action', 'formaction', 'data', 'xlink:href', 'background'];
  // Through the prototype: a payload may have clobbered an element's own properties (form.attributes).
  const attributeNames = Element.prototype.getAttributeNames;
  const attribute = Element.prototype.getAttribute;
  const tagOf = Object.getOwnPropertyDescriptor(Element.prototype, 'localName')!.get!;
  for (const element of document.querySelectorAll('*')) {
    const tag = tagOf.call(element) as string;
    for (const name of attributeNames.call(element)) {
      const value = attribute.call(element, name) ?? '';
      const compact = value.replace(/[\s\p{Cc}]/gu, '').toLowerCase();
      if (name.startsWith('on')) found.push(`<${tag} ${name}>`);
      if (name === 'srcdoc') found.push(`<${tag} srcdoc>`);
      if (urlAttributes.includes(name) && /^(javascript|vbscript|data:text\/html)/.test(compact)) {
        found.push(`<${tag} ${name}="${value.slice(0, 40)}">`);
      }
    }
  }
  // Data blocks run nowhere: the first screen's state and the page's JSON-LD.
  const dataTypes = ['application/json', 'application/ld+json'];
  for (const script of document.querySelectorAll('script:not([src])')) {
    if (!dataTypes.includes(script.getAttribute('type') ?? ''))
      found.push(`inline <script>${script.textContent}`);
  }
  for (const element of document.querySelectorAll(
    'iframe, object, embed, base, meta[http-equiv], template',
  )) {
    found.push(`<${tagOf.call(element)}>`);
  }
  for (const element of document.querySelectorAll(
    '[id="__FEDERATION__"], [name="__FEDERATION__"], [id="__villa"]',
  )) {
    found.push(`<${tagOf.call(element)}> clobbering a global`);
  }
  if ((window as { __FEDERATION__?: unknown }).__FEDERATION__ instanceof Element) {
    found.push('window.__FEDERATION__ is an element');
  }
  for (const link of document.querySelectorAll('a[target]')) {
    const rel = (link.getAttribute('rel') ?? '').split(/\s+/);
    if (!rel.includes('noopener') || !rel.includes('noreferrer')) {
      found.push(`<a target="${link.getAttribute('target')}" rel="${rel.join(' ')}"> ${link.textContent}`);
    }
  }
  return found;
}

/** A page on which any payload that runs, and any dialog, is recorded. */
async function watchedPage(findings: Finding[]): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, bypassCSP: true });
  const page = await context.newPage();
  await page.exposeFunction('__xss', (n: number) => {
    findings.push(`payload ${n} ran on ${page.url()}: ${XSS_PAYLOADS[n]}`);
  });
  page.on('dialog', (dialog) => {
    findings.push(`a dialog opened on ${page.url()}: ${dialog.message()}`);
    void dialog.dismiss();
  });
  page.on('pageerror', (error) => {
    if (error.message.includes('__xss')) findings.push(`a payload ran on ${page.url()}: ${error.message}`);
  });
  return { context, page };
}

/** Waits until the page shows `text` and has settled (images failed, frames loaded), then checks its markup. */
async function check(page: Page, text: string | RegExp, findings: Finding[]) {
  await page.getByText(text).first().waitFor({ timeout: 30_000 });
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(300);
  for (const problem of await page.evaluate(unsafeMarkup)) findings.push(`${page.url()}: ${problem}`);
}

test(`${XSS_PAYLOADS.length} stored XSS payloads run on no page`, { timeout: 120_000 }, async () => {
  expect(XSS_PAYLOADS.length).toBeGreaterThanOrEqual(50);
  const findings: Finding[] = [];
  const { context, page } = await watchedPage(findings);
  const visited: string[] = [];
  const visit = async (url: string, text: string | RegExp) => {
    await page.goto(`${server.baseUrl}${url}`);
    await check(page, text, findings);
    visited.push(url);
  };

  // Home: the sales team and the reviews load as they come into view.
  await page.goto(server.baseUrl);
  for (const section of [/^XSS expert 0:/, /^XSS reviewer 0:/]) {
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.getByText(section).first().waitFor({ timeout: 30_000 });
  }
  await check(page, /^XSS reviewer 0:/, findings);
  visited.push('/');

  await visit('/blog', /^XSS post 0:/);
  for (const post of stored.posts) await visit(`/blog/${post.slug}`, post.endMarker);
  await visit(`/blog/tag/${stored.tagSlug}`, /^XSS post \d:/);
  await visit(`/blog/category/${stored.categorySlug}`, /^XSS post \d:/);
  await visit('/units', /^XSS unit \d+:/);
  const listing = (await (
    await fetch(`${server.baseUrl}/api/v1/projects/units?page=1&limit=1&city=Bengaluru`)
  ).json()) as { data: { units: { slug: string }[]; projects: { slug: string }[] } };
  await visit(`/unit/${listing.data.units[0]!.slug}/`, /^XSS unit \d+:/);
  await visit(`/project/${listing.data.projects[0]!.slug}/`, /^XSS project \d+:/);
  await visit('/connect-with-expert', /^XSS expert \d+:/);

  // Posts the browser renders itself, from an API that sends their HTML unclean: the blog's own
  // cleaning. One payload per post, so that none can hide the next (an unclosed <style> would).
  const [first] = stored.posts;
  const apiPost = (await (await fetch(`${server.baseUrl}/api/v1/blog/posts/slug/${first!.slug}`)).json()) as {
    data: object;
  };
  await page.route('**/api/v1/blog/posts/slug/xss-payload-*', async (route) => {
    const n = Number(/xss-payload-(\d+)$/.exec(route.request().url())![1]);
    const content = `<p>Payload ${n} follows</p><div>${XSS_PAYLOADS[n]}</div>`;
    await route.fulfill({
      json: { ...apiPost, data: { ...apiPost.data, slug: `xss-payload-${n}`, content } },
    });
  });
  await visit('/blog', /^XSS post 0:/);
  await page.waitForLoadState('networkidle');
  for (const n of XSS_PAYLOADS.keys()) {
    await page.evaluate((to) => {
      window.history.pushState({}, '', to);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, `/blog/xss-payload-${n}`);
    await page.getByText(`Payload ${n} follows`).waitFor({ timeout: 30_000 });
    for (const problem of await page.evaluate(unsafeMarkup))
      findings.push(`payload ${n}, client-side: ${problem}`);
  }
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(500);
  visited.push(`${XSS_PAYLOADS.length} posts rendered by the browser`);
  await context.close();

  expect(findings, `visited ${visited.join(', ')}`).toEqual([]);
});

test("the server's HTML carries the payloads as data: its JSON state and JSON-LD, never a script", async () => {
  for (const post of stored.posts) {
    const response = await fetch(`${server.baseUrl}/blog/${post.slug}`, { headers: { accept: 'text/html' } });
    const html = await response.text();
    expect(response.status).toBe(200);
    expect(html, 'rendered by the server').toContain(post.endMarker);
    const inlineScripts = [...html.matchAll(/<script\b(?![^>]*\bsrc=)[^>]*>/gi)].map((match) => match[0]);
    // Data blocks only, which no browser runs: the first screen's state and the page's JSON-LD.
    expect(inlineScripts).toContain('<script type="application/json" data-first-screen>');
    expect(
      inlineScripts.filter(
        (tag) =>
          tag !== '<script type="application/json" data-first-screen>' &&
          tag !== '<script type="application/ld+json">',
      ),
    ).toEqual([]);
    for (const [, data] of html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)) {
      expect(data).not.toMatch(/</);
      JSON.parse(data!);
    }
    const state = /<script type="application\/json" data-first-screen>(.*?)<\/script>/s.exec(html)![1]!;
    expect(state).not.toMatch(/<|>|\u2028|\u2029/);
    // The title, a payload that closes scripts among others, comes back intact from the JSON.
    expect(JSON.stringify(JSON.parse(state))).toMatch(/XSS post \d: /);
  }
});
