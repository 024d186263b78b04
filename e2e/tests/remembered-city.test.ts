// Issue 29, gap 2: the city is remembered. A buyer who looked at Hyderabad's villas keeps Hyderabad
// on every way back to the listing: the home page, Show All Villas and 'Villas' on a detail page
// opened without a city, the empty wishlist, and /units typed or reloaded without one, which the
// server sends to Hyderabad and renders as Hyderabad before any script runs.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, inject, test } from 'vitest';
import { apiGet } from '../support/api.ts';
import { launchBrowser, newPage, waitForHydration } from '../support/browser.ts';
import { buyerLogin, newStaffPhone } from '../support/studio.ts';

interface Listing {
  data: { units: { slug: string }[] };
}

const HYDERABAD = '/units?city=Hyderabad';

let browser: Browser;
let context: BrowserContext;
let page: Page;
beforeAll(async () => {
  browser = await launchBrowser();
  ({ context, page } = await newPage(browser, 1280));
  await page.goto(`${inject('baseUrl')}${HYDERABAD}`);
  await waitForHydration(page);
});
afterAll(() => browser?.close());

/** The header's Show All Villas (the hero of the home page has one too). */
const headerListingLink = () =>
  page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Show All Villas' });

test('looking at Hyderabad keeps it in a first-party cookie for a year, readable by the page', async () => {
  await page.getByRole('heading', { name: 'Villas in Hyderabad' }).waitFor();
  const cookie = (await context.cookies()).find((each) => each.name === 'villa_city');
  expect(cookie).toMatchObject({ value: 'Hyderabad', path: '/', sameSite: 'Lax', httpOnly: false });
  const days = (cookie!.expires * 1000 - Date.now()) / 86_400_000;
  expect(days).toBeGreaterThan(364);
  expect(days).toBeLessThan(366);
});

test('the home button, then Show All Villas on the home page, lead to Hyderabad', async () => {
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'VillaNest' }).click();
  await page.waitForURL(`${inject('baseUrl')}/`);
  await waitForHydration(page);
  await expect.poll(() => headerListingLink().getAttribute('href')).toBe(HYDERABAD);
  const hero = page.getByRole('main').getByRole('link', { name: 'Show All Villas' });
  expect(await hero.getAttribute('href')).toBe(HYDERABAD);
  await hero.click();
  await page.waitForURL(`${inject('baseUrl')}${HYDERABAD}`);
  await page.getByRole('heading', { name: 'Villas in Hyderabad' }).waitFor();
});

test("the empty wishlist's Show All Villas leads to Hyderabad", async () => {
  const login = await buyerLogin(
    { baseUrl: inject('baseUrl'), dataDir: inject('dataDir'), smsOutbox: inject('smsOutbox') },
    newStaffPhone(),
  );
  await page.evaluate(({ token, user }) => {
    localStorage.setItem('authToken', token);
    localStorage.setItem('authUser', JSON.stringify(user));
  }, login);
  // The stored login is read when the page loads.
  await page.reload();
  await waitForHydration(page);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Wishlist' }).click();
  await page.waitForURL(/\/profile\/wishlist$/);
  const empty = page.getByRole('main').getByRole('link', { name: 'Show All Villas' });
  await page.getByText('Your wishlist is empty').waitFor({ timeout: 20_000 });
  expect(await empty.getAttribute('href')).toBe(HYDERABAD);
  await empty.click();
  await page.waitForURL(`${inject('baseUrl')}${HYDERABAD}`);
});

// Logged in (above), the buyer sees the whole page, with no enquiry over it.
test("a villa's page opened without a city leads back to Hyderabad", async () => {
  const [unit] = (await apiGet<Listing>('/projects/units?page=1&limit=1&city=Hyderabad')).data.units;
  await page.goto(`${inject('baseUrl')}/unit/${unit!.slug}/`);
  await waitForHydration(page);
  await expect.poll(() => headerListingLink().getAttribute('href')).toBe(HYDERABAD);
  await headerListingLink().click();
  await page.waitForURL(`${inject('baseUrl')}${HYDERABAD}`);
  await page.getByRole('heading', { name: 'Villas in Hyderabad' }).waitFor();
  // 'Villas' of the breadcrumb: a plain /units, which the server sends on to the remembered city.
  await page.goBack();
  await waitForHydration(page);
  const crumb = page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Villas' });
  await crumb.click();
  await page.waitForURL(`${inject('baseUrl')}${HYDERABAD}`);
  await page.getByRole('heading', { name: 'Villas in Hyderabad' }).waitFor();
});

test('/units without a city is sent to Hyderabad, and the server renders Hyderabad', async () => {
  // The HTML as the server sends it: no script has run.
  const sent = await fetch(`${inject('baseUrl')}/units`, {
    headers: { accept: 'text/html', cookie: 'villa_city=Hyderabad' },
    redirect: 'manual',
  });
  expect(sent.status).toBe(302);
  expect(sent.headers.get('location')).toBe(HYDERABAD);
  const html = await (
    await fetch(`${inject('baseUrl')}${HYDERABAD}`, {
      headers: { accept: 'text/html', cookie: 'villa_city=Hyderabad' },
    })
  ).text();
  expect(html).toMatch(/<h1[^>]*>Villas in (?:<!-- -->)?Hyderabad<\/h1>/);

  // The buyer's browser opening /units, as it is before hydration: no script runs.
  const noScripts = await browser.newContext({ javaScriptEnabled: false });
  await noScripts.addCookies(await context.cookies());
  const before = await noScripts.newPage();
  await before.goto(`${inject('baseUrl')}/units`);
  expect(before.url()).toBe(`${inject('baseUrl')}${HYDERABAD}`);
  expect(await before.getByRole('heading', { level: 1 }).textContent()).toBe('Villas in Hyderabad');
  await noScripts.close();

  // A visitor without the cookie (a search engine) still gets /units, the home city's listing.
  const fresh = await fetch(`${inject('baseUrl')}/units`, {
    headers: { accept: 'text/html' },
    redirect: 'manual',
  });
  expect(fresh.status).toBe(200);
  expect(await fresh.text()).toMatch(/Villas in (?:<!-- -->)?Bengaluru/);
});
