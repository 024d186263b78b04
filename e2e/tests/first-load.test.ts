import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, inject, test } from 'vitest';
import { apiGet } from '../support/api.ts';
import { launchBrowser, newPage } from '../support/browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

test("the first page's files start downloading early and each is downloaded once", async () => {
  const { context, page } = await newPage(browser, 390);
  const requested: string[] = [];
  page.on('request', (request) => requested.push(new URL(request.url()).pathname));
  const announced = (
    await page.request.get(`${inject('baseUrl')}/units`, { headers: { accept: 'text/html' } })
  ).headers().link;
  expect(announced).toContain('</api/v1/projects/units?page=1&limit=100&city=Bengaluru>; rel=preload');

  await page.goto(`${inject('baseUrl')}/units`);
  await page.getByText('Villas (').first().waitFor({ timeout: 20_000 });
  await page.waitForLoadState('networkidle');

  // The shell's page preloads what its first render needs, react-dom and MUI among them.
  const preloaded = await page
    .locator('link[rel="preload"][as="script"]')
    .evaluateAll((links) => links.map((link) => new URL((link as HTMLLinkElement).href).pathname));
  const shellPreloads = preloaded.filter((file) => !file.startsWith('/mfe/'));
  expect(shellPreloads.length).toBeGreaterThan(5);
  // …and nothing else: every preloaded chunk ran (webpack records each chunk it runs, by id, in the
  // app's chunk-loading global; a file is named '<id>.<hash>.js').
  const ranChunkIds = await page.evaluate(() =>
    (
      (window as unknown as { webpackChunkshell?: [ids: (string | number)[]][] }).webpackChunkshell ?? []
    ).flatMap(([ids]) => ids.map(String)),
  );
  for (const file of shellPreloads) expect(ranChunkIds).toContain(file.slice(1).split('.')[0]);
  // The listings page's entry and chunks are preloaded as soon as its manifest arrives.
  expect(preloaded).toContain('/mfe/listings/remoteEntry.js');

  // A preload the page didn't match, or an early answer the federation runtime didn't take,
  // would show up here as a second download of the same file.
  const repeats = requested.filter(
    (file, index) => requested.indexOf(file) !== index && !file.startsWith('/api/'),
  );
  // The listing's first page was announced with the HTML (a Link preload) and the page used that
  // response: one request, not a second one once the remote ran.
  expect(requested.filter((file) => file === '/api/v1/projects/units')).toHaveLength(1);
  expect(repeats).toEqual([]);
  for (const file of [...preloaded, '/remotes.json', '/mfe/listings/mf-manifest.json']) {
    expect(requested).toContain(file);
  }
  await context.close();
});

test('the listing keeps a bounded number of cards in the DOM while it scrolls through every page', async () => {
  const total = (await apiGet<{ totalPages: number }>('/projects/units?page=1&limit=100&city=Bengaluru'))
    .totalPages;
  expect(total, 'the seed has more than one page of villas in Bengaluru').toBeGreaterThan(1);
  const { context, page } = await newPage(browser, 1280);
  await page.goto(`${inject('baseUrl')}/units`);
  const cards = page.getByRole('list', { name: 'Villas' }).getByRole('listitem');
  await cards.first().waitFor({ timeout: 20_000 });
  // Scroll to the end of the list until every page has arrived; count the cards on the way.
  let most = 0;
  for (let step = 0; step < 200; step += 1) {
    most = Math.max(most, await cards.count());
    const setSize = Number(await cards.first().getAttribute('aria-setsize'));
    const loadedAll =
      setSize >= 100 * (total - 1) && !(await page.getByText('Loading more villas...').count());
    const atBottom = await page.evaluate(
      () => window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2,
    );
    if (loadedAll && atBottom) break;
    await page.mouse.wheel(0, 2500);
    await page.waitForTimeout(60);
  }
  // Every villa of every page is in the list's size, a few rows of them in the DOM.
  const setSize = Number(await cards.first().getAttribute('aria-setsize'));
  expect(setSize).toBeGreaterThan(100 * (total - 1));
  expect(most).toBeGreaterThan(5);
  expect(most).toBeLessThanOrEqual(60);
  // The last villa is reachable: the final row is on screen at the bottom.
  await expect.poll(() => cards.last().getAttribute('aria-posinset')).toBe(String(setSize));
  await context.close();
});
