import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, inject, test } from 'vitest';
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
  expect(repeats).toEqual([]);
  for (const file of [...preloaded, '/remotes.json', '/mfe/listings/mf-manifest.json']) {
    expect(requested).toContain(file);
  }
  await context.close();
});

test('every villa of the first page of 100 ends up on the list', async () => {
  const { context, page } = await newPage(browser, 390);
  await page.goto(`${inject('baseUrl')}/units`);
  const cards = page.getByRole('list', { name: 'Villas' }).getByRole('listitem');
  await cards.first().waitFor({ timeout: 20_000 });
  await expect.poll(() => cards.count(), { timeout: 10_000 }).toBe(100);
  await context.close();
});
