// Issue 10 in the browser, over the production build: the listing's map and the detail pages' small
// map on a server with a Maps key, Google faked (support/fake-google-maps.ts) and every Google host
// blocked; and the listing's map on the default server, which has no key.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, inject, test } from 'vitest';
import { launchBrowser, newPage, waitForHydration } from '../support/browser.ts';
import { FAKE_DRIVE, FAKE_PLACES, FAKE_ROUTE, fakeGoogleMaps } from '../support/fake-google-maps.ts';
import { startServer, type RunningServer } from '../support/server.ts';

let browser: Browser;
let keyed: RunningServer;
beforeAll(async () => {
  [browser, keyed] = await Promise.all([
    launchBrowser(),
    startServer({ GOOGLE_MAPS_API_KEY: 'e2e-fake-key' }),
  ]);
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await keyed?.stop();
});

interface Listing {
  data: { projects: { slug: string; name: string }[] };
  totalProjects: number;
}

async function listing(baseUrl: string, city: string): Promise<Listing> {
  const response = await fetch(`${baseUrl}/api/v1/projects/units?page=1&limit=100&city=${city}`);
  return (await response.json()) as Listing;
}

const markers = (page: Page) => page.locator('[data-fake-marker]');

async function openMap(page: Page) {
  await page.getByRole('button', { name: 'Map View' }).click();
  await page.locator('[data-fake-map]').waitFor({ timeout: 20_000 });
}

/** Types into the directions box and picks the suggestion or recent search named `name`. */
async function searchPlace(page: Page, text: string, name: string) {
  const box = page.getByRole('combobox', { name: 'Directions from' });
  await box.fill('');
  await box.pressSequentially(text, { delay: 40 });
  await page.getByRole('option', { name, exact: true }).click({ timeout: 5000 });
  await expect.poll(() => box.inputValue()).toBe(name);
}

test('the listing map: a marker per project, suggestions after the pause, the route in KM, 3 recent searches, full view', async () => {
  const expected = await listing(keyed.baseUrl, 'Bengaluru');
  const { context, page } = await newPage(browser, 1280);
  const google = await fakeGoogleMaps(page);
  await page.goto(`${keyed.baseUrl}/units`);
  await waitForHydration(page);
  await openMap(page);

  // One marker per project of the results, at zoom 12.
  await expect.poll(() => markers(page).count()).toBe(expected.data.projects.length);
  expect(expected.data.projects.length).toBe(expected.totalProjects);
  expect(await page.locator('[data-fake-map]').getAttribute('data-zoom')).toBe('12');
  const project = expected.data.projects[0]!;
  expect(await page.getByRole('button', { name: project.name, exact: true }).count()).toBe(1);

  // Suggestions: asked once the buyer pauses (500 ms), in the city or its state only.
  const box = page.getByRole('combobox', { name: 'Directions from' });
  expect(await box.getAttribute('placeholder')).toBe('Type in a place to get directions...');
  await box.pressSequentially('Man', { delay: 40 });
  await page.getByRole('option', { name: 'Manyata Tech Park' }).waitFor();
  expect(await page.getByRole('group', { name: 'Suggestions' }).count()).toBe(1);
  expect(await page.getByRole('option', { name: 'Manyata Residency' }).count()).toBe(0);
  expect(
    await page.evaluate(
      () => (window as unknown as { __fakeMaps: { predictions: string[] } }).__fakeMaps.predictions,
    ),
  ).toEqual(['Man']);
  await page.getByRole('option', { name: 'Manyata Tech Park' }).click();
  await page.getByRole('button', { name: 'Manyata Tech Park', exact: true }).waitFor();

  // A project's marker: its name and the road distance, and the route drawn in blue, weight 4.
  await page.getByRole('button', { name: project.name, exact: true }).click();
  const info = page.locator('[data-fake-info]');
  await expect.poll(() => info.textContent()).toBe(`${project.name}12.35 KM`);
  const line = page.locator('[data-fake-route]');
  expect(await line.getAttribute('data-points')).toBe(String(FAKE_ROUTE.points));
  expect(await line.getAttribute('data-color')).toBe('#1a73e8');
  expect(await line.getAttribute('data-weight')).toBe('4');

  // Recent searches keep the latest 3, each once.
  await searchPlace(page, 'Orion', 'Orion Mall');
  await searchPlace(page, 'MG Road', 'MG Road Metro Station');
  await searchPlace(page, 'Hebbal', 'Hebbal Lake');
  await box.fill('');
  await box.click();
  const recent = page.getByRole('group', { name: 'Recent Searches' }).getByRole('option');
  await expect
    .poll(() => recent.allTextContents())
    .toEqual(['Hebbal Lake', 'MG Road Metro Station', 'Orion Mall']);
  await box.press('Escape');

  // Full View: the map takes the width, the list collapses; List View brings the list back.
  const list = page.locator('[role="tabpanel"]');
  await page.getByRole('button', { name: 'Full View' }).click();
  await expect.poll(() => list.isVisible()).toBe(false);
  await page
    .locator('section[aria-label="Map of the results"]')
    .getByRole('button', { name: 'List View' })
    .click();
  await expect.poll(() => list.isVisible()).toBe(true);

  // Of Google, only the Routes API was called (and answered by the test); nothing else left.
  expect(google.every((url) => url.startsWith('https://routes.googleapis.com/'))).toBe(true);
  await context.close();
});

test('on a phone the floating button switches between the list and the map', async () => {
  const { context, page } = await newPage(browser, 390);
  await fakeGoogleMaps(page);
  await page.goto(`${keyed.baseUrl}/units`);
  await waitForHydration(page);
  const toggle = page.getByRole('button', { name: 'Map View' });
  expect(await toggle.evaluate((button) => getComputedStyle(button).position)).toBe('fixed');
  await openMap(page);
  const list = page.locator('[role="tabpanel"]');
  expect(await list.isVisible()).toBe(false);
  expect(await markers(page).count()).toBeGreaterThan(0);
  await page.getByRole('button', { name: 'List View' }).click();
  await expect.poll(() => list.isVisible()).toBe(true);
  expect(await page.locator('[data-fake-map]').count()).toBe(0);
  await context.close();
});

test("a project page's Location section lists Google's nearby places and shows them on a small map", async () => {
  const { data } = await listing(keyed.baseUrl, 'Bengaluru');
  const project = data.projects[0]!;
  const { context, page } = await newPage(browser, 1280);
  await fakeGoogleMaps(page);
  await page.goto(`${keyed.baseUrl}/project/${project.slug}/`);
  await waitForHydration(page);
  await expect
    .poll(
      async () => {
        await page.mouse.wheel(0, 800);
        return page.locator('[data-fake-map]').count();
      },
      { timeout: 30_000, interval: 200 },
    )
    .toBe(1);
  await page.getByRole('button', { name: project.name, exact: true }).waitFor();
  // Google's nearby places, at most 5 asked of each type, listed and on the map (the project too).
  const hospital = page.locator('#essentials').getByText('Google hospital 1', { exact: true });
  await hospital.waitFor();
  expect(await page.locator('#essentials').getByText('0.50 km away (straight line)').count()).toBeGreaterThan(
    0,
  );
  const asked = await page.evaluate(
    () =>
      (window as unknown as { __fakeMaps: { nearby: { type: string; maxResultCount: number }[] } }).__fakeMaps
        .nearby,
  );
  expect(asked.length).toBeGreaterThanOrEqual(6);
  expect(asked.every((call) => call.maxResultCount === 5 && call.type !== 'airport')).toBe(true);
  expect(await page.getByRole('button', { name: 'Google hospital 1', exact: true }).count()).toBe(1);
  expect(await markers(page).count()).toBe(1 + asked.length * 2);
  expect(await page.getByText('The map is not available right now.').count()).toBe(0);
  await context.close();
});

test("a buyer picks their office from Google's place search; a comparison shows the drive at a weekday's peak hour", async () => {
  const { context, page } = await newPage(browser, 1280);
  const google = await fakeGoogleMaps(page);
  const matrixCalls: { departureTime: string; routingPreference: string }[] = [];
  page.on('request', (request) => {
    if (request.url().includes('computeRouteMatrix') && request.method() === 'POST') {
      matrixCalls.push(JSON.parse(request.postData() ?? '{}') as (typeof matrixCalls)[number]);
    }
  });
  await page.goto(`${keyed.baseUrl}/profile/places`);
  await waitForHydration(page);
  const form = page.getByRole('form', { name: 'Add a place' });
  await form.getByRole('button', { name: 'Office' }).click();
  await form.getByLabel('Search a place').pressSequentially('Manyata', { delay: 40 });
  const manyata = FAKE_PLACES[0];
  await form.getByRole('button', { name: new RegExp(`^${manyata.name} · ${manyata.area}`) }).click();
  await form.getByText(`Chosen: ${manyata.name}`).waitFor();
  await form.getByRole('button', { name: 'Save place' }).click();
  await page.getByRole('list', { name: 'Your places' }).getByText('Office').waitFor();

  const { data } = (await (
    await fetch(`${keyed.baseUrl}/api/v1/projects/units?page=1&limit=2&city=Bengaluru`)
  ).json()) as { data: { units: { slug: string }[] } };
  const comparison = `${keyed.baseUrl}/compare?units=${data.units.map((unit) => unit.slug).join(',')}`;
  const officeRow = () =>
    page
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name: 'Office (drive, weekday 9 am)' }) });
  await page.goto(comparison);
  await waitForHydration(page);
  await expect
    .poll(() => officeRow().getByRole('cell').allTextContents(), { timeout: 10_000 })
    .toEqual([FAKE_DRIVE.text, FAKE_DRIVE.text]);
  expect(google.some((url) => url.includes('computeRouteMatrix'))).toBe(true);
  // Asked for with traffic, for a weekday at 09:00 India time (03:30 UTC).
  const departure = new Date(matrixCalls[0]!.departureTime);
  expect(matrixCalls[0]!.routingPreference).toBe('TRAFFIC_AWARE');
  expect(departure.toISOString()).toMatch(/T03:30:00\.000Z$/);
  expect([1, 2, 3, 4, 5]).toContain(new Date(departure.getTime() + 330 * 60_000).getUTCDay());
  expect(departure.getTime()).toBeGreaterThan(Date.now());

  // A day's answers are kept: a reload asks Google nothing new.
  await page.waitForLoadState('networkidle');
  const asked = matrixCalls.length;
  await page.reload();
  await waitForHydration(page);
  await expect
    .poll(() => officeRow().getByRole('cell').allTextContents())
    .toEqual([FAKE_DRIVE.text, FAKE_DRIVE.text]);
  expect(matrixCalls.length).toBe(asked);
  await context.close();
});

test("without a key the listing map gives a buyer's message in production, and nothing is asked of Google", async () => {
  const { context, page } = await newPage(browser, 390);
  const googleRequests: string[] = [];
  page.on('request', (request) => {
    if (/(^|\.)(googleapis|gstatic|google)\.com$/.test(new URL(request.url()).hostname)) {
      googleRequests.push(request.url());
    }
  });
  await page.goto(`${inject('baseUrl')}/units`);
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Map View' }).click();
  const note = page.getByRole('note');
  await note.waitFor();
  // The browser tests run the production build with NODE_ENV=production: the operator's instruction
  // is in the server's log, not on the buyer's page.
  expect(await note.textContent()).toContain('The map is not available right now.');
  expect(await note.textContent()).toContain('The list works without it.');
  expect(await note.textContent()).not.toContain('GOOGLE_MAPS_API_KEY');
  expect(await page.locator('[role="tabpanel"]').isVisible()).toBe(false);
  expect(googleRequests).toEqual([]);
  await context.close();
});
