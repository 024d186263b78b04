// Spec 2.4 on the production build: a section tab scrolls to its section even though the sections on
// the way load as the page passes them (and grow); the section lands clear of the sticky header and
// tab bar, its tab selected and scrolled to the middle of the bar; the gallery is grouped as
// Exteriors and Interiors; the Location section links to directions.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, inject, test } from 'vitest';
import { apiGet } from '../support/api.ts';
import { launchBrowser, newPage, waitForHydration } from '../support/browser.ts';
import { loggedInBuyer, storeLogin } from '../support/buyer-login.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

test('on a phone the GALLERY tab lands on the gallery, grouped as Exteriors and Interiors; LOCATION offers directions', async () => {
  const listing = await apiGet<{ data: { units: { slug: string }[] } }>(
    '/projects/units?page=1&limit=1&city=Bengaluru',
  );
  const unit = await apiGet<{ data: { cordinates: { coordinates: [number, number] } } }>(
    `/projects/units/slug/${listing.data.units[0]!.slug}`,
  );
  // A logged-in buyer: an anonymous visitor's first tap opens the enquiry and OTP flow, and the
  // Location section unlocks only after it (spec 6; e2e/tests/unit-gate.test.ts).
  const { context, page } = await newPage(browser, 390);
  await storeLogin(context, await loggedInBuyer());
  await page.goto(`${inject('baseUrl')}/unit/${listing.data.units[0]!.slug}/`);
  await waitForHydration(page);

  await page.getByRole('tab', { name: 'GALLERY' }).click();
  const heading = page.getByRole('heading', { level: 2, name: 'Gallery' });
  // Below the 56 px header and the 48 px tab bar, not under them, once the sections on the way have loaded.
  await expect
    .poll(() => heading.evaluate((element) => Math.round(element.getBoundingClientRect().top)), {
      timeout: 10_000,
    })
    .toBeGreaterThanOrEqual(104);
  await expect
    .poll(() => heading.evaluate((element) => Math.round(element.getBoundingClientRect().top)), {
      timeout: 10_000,
    })
    .toBeLessThan(200);
  await expect
    .poll(() => page.getByRole('tab', { name: 'GALLERY' }).getAttribute('aria-selected'))
    .toBe('true');
  // The selected tab is in the middle of the bar (spec 2.4), give or take the bar's ends.
  const offCentre = () =>
    page.getByRole('tab', { name: 'GALLERY' }).evaluate((tab) => {
      const bar = tab.closest('[role="tablist"]')!.parentElement!.getBoundingClientRect();
      const box = tab.getBoundingClientRect();
      return Math.abs(box.left + box.width / 2 - (bar.left + bar.width / 2));
    });
  await expect.poll(offCentre, { timeout: 5_000 }).toBeLessThan(4);
  const gallery = page.locator('#gallery');
  await gallery.getByRole('heading', { level: 3, name: 'Exteriors' }).waitFor();
  await gallery.getByRole('heading', { level: 3, name: 'Interiors' }).waitFor();

  await page.getByRole('tab', { name: 'LOCATION' }).click();
  const [lng, lat] = unit.data.cordinates.coordinates;
  await expect(
    page.getByRole('link', { name: 'Get Directions' }).getAttribute('href', { timeout: 10_000 }),
  ).resolves.toBe(`https://www.google.com/maps/dir/?api=1&destination=${lat},${lng}`);
  await context.close();
}, 60_000);
