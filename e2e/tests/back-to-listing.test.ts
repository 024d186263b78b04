// Spec 2.4 on the production build: the detail page's way back to the listing goes back in history
// when the page was opened from the listing, so the buyer finds the list as they left it, on the
// same tab. Opened some other way, it is a link to the listing.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, inject, test } from 'vitest';
import { launchBrowser, newPage, waitForHydration } from '../support/browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

test('from a project opened from the Projects tab, ‘Villas’ goes back in history, to that tab', async () => {
  const { context, page } = await newPage(browser, 390);
  await page.goto(`${inject('baseUrl')}/units?city=Bengaluru`);
  await waitForHydration(page);
  await page.getByRole('tab', { name: /^Projects/ }).click();
  const cards = page.getByRole('tabpanel').getByRole('article');
  await cards.nth(3).waitFor();
  await cards.nth(3).scrollIntoViewIfNeeded();

  await cards.nth(3).getByRole('link').click();
  await page.waitForURL(/\/project\//);
  await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Villas' }).click();

  await page.waitForURL(/\/units\?city=Bengaluru$/);
  await expect
    .poll(() => page.getByRole('tab', { name: /^Projects/ }).getAttribute('aria-selected'))
    .toBe('true');
  // Back, not a new visit: the project page is forward in history.
  await page.goForward();
  await page.waitForURL(/\/project\//);
  await context.close();
}, 60_000);

test('opened directly, ‘Villas’ is a link to the listing of the same city', async () => {
  const { context, page } = await newPage(browser, 390);
  await page.goto(`${inject('baseUrl')}/units?city=Mysore`);
  await waitForHydration(page);
  await page.getByRole('tab', { name: /^Projects/ }).click();
  const href = await page
    .getByRole('tabpanel')
    .getByRole('article')
    .first()
    .getByRole('link')
    .getAttribute('href');
  await page.goto(`${inject('baseUrl')}${href}`);
  await waitForHydration(page);
  const crumb = page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Villas' });
  expect(await crumb.getAttribute('href')).toBe('/units?city=Mysore');
  await crumb.click();
  await page.waitForURL(/\/units\?city=Mysore$/);
  await expect
    .poll(() => page.getByRole('tab', { name: /^Villas/ }).getAttribute('aria-selected'))
    .toBe('true');
  await context.close();
}, 60_000);
