// Spec 9: the client's cache garbage-collects after 5 minutes. A buyer who comes back to the listing
// within 5 minutes sees the villas at once, from the cache, while they are fetched again; after 5
// minutes away the cache has let them go, and the listing loads afresh. The browser's clock is
// Playwright's, so minutes pass in an instant; the listing's calls are held on the way back, so what
// shows is what the cache kept.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, inject, test } from 'vitest';
import { launchBrowser, newPage, waitForHydration } from '../support/browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** From the listing back to the page before it, `minutes` there, then forward to the listing again. */
async function awayFromTheListing(page: Page, minutes: number) {
  await page.goBack();
  await page.waitForURL(/\/about$/);
  await page.clock.runFor(minutes * 60_000);
  await page.goForward();
  await page.waitForURL(/\/units/);
}

test('the listing is kept for a buyer back within 5 minutes, and let go after', async () => {
  const { context, page } = await newPage(browser, 1280);
  await page.clock.install();
  await page.goto(`${inject('baseUrl')}/about`);
  await waitForHydration(page);
  // The first move: the shell starts the cache's collector then (lib/first-touch.ts).
  await page.mouse.move(200, 300);
  await page.getByRole('link', { name: 'Show All Villas' }).first().click();
  await page.waitForURL(/\/units/);
  const villas = page.getByRole('tabpanel').getByRole('article');
  await villas.first().waitFor();

  // From here on the listing's calls wait: the screen shows only what the cache holds.
  await page.route('**/api/v1/projects/units**', () => undefined);

  await awayFromTheListing(page, 4);
  await villas.first().waitFor();
  expect(await page.getByText('Loading...').count()).toBe(0);

  await awayFromTheListing(page, 6);
  await page.getByText('Loading...').waitFor();
  expect(await villas.count()).toBe(0);
  await context.close();
}, 90_000);
