// A shell page whose chunk can't be downloaded (a deploy removed it, the network dropped) keeps the
// header and the footer and offers Retry, instead of a blank page or the router's error screen.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, inject, test } from 'vitest';
import { launchBrowser, newPage } from '../support/browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

test('a shell page whose chunk fails shows the header, the footer and Retry, and Retry loads it', async () => {
  const { context, page } = await newPage(browser, 390);
  await page.goto(`${inject('baseUrl')}/`);
  await page.getByRole('heading', { level: 1 }).first().waitFor({ timeout: 20_000 });
  await page.waitForLoadState('networkidle');

  // From now on every new script of the shell fails, as after a deploy that removed its chunks.
  const blocked: string[] = [];
  await page.route(/\/[0-9]+\.[0-9a-f]{8}\.js$/, (route) => {
    blocked.push(new URL(route.request().url()).pathname);
    return route.abort('failed');
  });
  // Client-side navigation to a shell page not loaded yet (as a link in the menu or footer does).
  await page.evaluate(() => {
    window.history.pushState({}, '', '/about');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });

  const alert = page.getByRole('alert');
  await expect.poll(() => alert.count(), { timeout: 20_000 }).toBe(1);
  await expect.poll(() => alert.textContent()).toContain("We couldn't load this page right now.");
  expect(blocked.length).toBeGreaterThan(0);
  // The layout stays: the header's navigation and the footer are still on screen.
  expect(await page.getByRole('navigation', { name: 'Main' }).count()).toBe(1);
  expect(await page.locator('footer').count()).toBe(1);

  await page.unroute(/\/[0-9]+\.[0-9a-f]{8}\.js$/);
  await alert.getByRole('button', { name: 'Retry' }).click();
  await page.getByRole('heading', { name: 'About us' }).waitFor({ timeout: 20_000 });
  expect(await page.getByRole('alert').count()).toBe(0);
  await context.close();
});
