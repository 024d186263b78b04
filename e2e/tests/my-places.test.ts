// Issue 29, my places, without a Maps key (the default server): a visitor saves their office by
// picking a locality from our database, and the listing's cards and the comparison show the
// straight-line distance to it; at login the place moves into the account. With a key (the fake
// Google): map.test.ts.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, inject, test } from 'vitest';
import { apiGet } from '../support/api.ts';
import { launchBrowser, newPage, waitForHydration } from '../support/browser.ts';
import { loggedInBuyer } from '../support/buyer-login.ts';

interface Point {
  lat: number;
  lng: number;
}
interface ListedUnit {
  slug: string;
  name: string;
  project: { cordinates: { coordinates: [number, number] } }[];
}

let browser: Browser;
let locality: { name: string } & Point;
let units: ListedUnit[];
beforeAll(async () => {
  browser = await launchBrowser();
  const cities = await apiGet<{ data: { _id: string; name: string }[] }>(
    '/locations/cities?visibility=public',
  );
  const bengaluru = cities.data.find((city) => city.name === 'Bengaluru')!;
  const localities = await apiGet<{ data: ({ name: string } & Point)[] }>(`/locations/city/${bengaluru._id}`);
  locality = localities.data.find((each) => each.name.length >= 5)!;
  units = (await apiGet<{ data: { units: ListedUnit[] } }>('/projects/units?page=1&limit=2&city=Bengaluru'))
    .data.units;
});
afterAll(() => browser?.close());

async function picture(page: Page, name: string) {
  const folder = process.env.VILLA_SCREENSHOTS;
  if (folder) await page.screenshot({ path: `${folder}/${name}.png`, fullPage: true });
}

/** The straight line as the page writes it (shared/src/maps/commute.ts): haversine, 6,371 km. */
function straightLine(a: Point, b: Point): string {
  const radians = (degrees: number) => (degrees * Math.PI) / 180;
  const h =
    Math.sin(radians(b.lat - a.lat) / 2) ** 2 +
    Math.cos(radians(a.lat)) * Math.cos(radians(b.lat)) * Math.sin(radians(b.lng - a.lng) / 2) ** 2;
  const km = 2 * 6371 * Math.asin(Math.sqrt(h));
  return `${km < 10 ? km.toFixed(1) : Math.round(km)} km`;
}

test('a visitor saves their office from our localities and sees the straight line in a comparison; it moves into the account at login', async () => {
  const { page } = await newPage(browser, 390);
  await page.goto(`${inject('baseUrl')}/profile/places`);
  await waitForHydration(page);
  await page.getByRole('heading', { name: 'My places', level: 1 }).waitFor();
  const form = page.getByRole('form', { name: 'Add a place' });

  // Nothing is saved without a name and a place, and the form says so.
  await form.getByRole('button', { name: 'Save place' }).click();
  await form.getByRole('alert').filter({ hasText: 'Give the place a name, such as Office.' }).waitFor();
  await form.getByRole('button', { name: 'Office' }).click();
  await form.getByRole('button', { name: 'Save place' }).click();
  await form
    .getByRole('alert')
    .filter({ hasText: 'Pick the place from the search, or drop a pin.' })
    .waitFor();

  await form.getByLabel('Locality or place').fill(locality.name.slice(0, 5));
  await form
    .getByRole('list', { name: 'Places found' })
    .getByRole('button', { name: locality.name })
    .first()
    .click();
  await form.getByText(`Chosen: ${locality.name}`).waitFor();
  await form.getByRole('button', { name: 'Save place' }).click();
  const saved = page.getByRole('list', { name: 'Your places' });
  await saved.getByText('Office').waitFor();
  expect(await saved.textContent()).toContain(locality.name);
  await picture(page, 'my-places-390');

  const first = units[0]!;
  const [lng, lat] = first.project[0]!.cordinates.coordinates;
  // The listing's cards show it, over the foot of the picture, once the buyer is at the page
  // (the line's code is no part of the first load).
  await page.goto(`${inject('baseUrl')}/units?city=Bengaluru`);
  await waitForHydration(page);
  await page.mouse.move(200, 300);
  const card = page
    .getByRole('article')
    .filter({ has: page.getByRole('heading', { name: first.name, exact: true }) })
    .first();
  await expect
    .poll(() => card.getByTitle('Your commute (straight line)').textContent())
    .toBe(`Office ${straightLine({ lat, lng }, locality)} (straight line)`);
  await picture(page, 'my-places-cards-390');

  // The comparison has a row per place: the straight line from each villa.
  await page.goto(`${inject('baseUrl')}/compare?units=${units.map((unit) => unit.slug).join(',')}`);
  await waitForHydration(page);
  const row = page
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: 'Office (straight line)' }) });
  await expect
    .poll(() => row.getByRole('cell').first().textContent())
    .toBe(straightLine({ lat, lng }, locality));

  // At login the visitor's place moves into the account.
  const buyer = await loggedInBuyer('Asha Places');
  await page.evaluate(({ token, user }) => {
    localStorage.setItem('authToken', token);
    localStorage.setItem('authUser', JSON.stringify(user));
  }, buyer);
  await page.reload();
  await waitForHydration(page);
  const accountPlaces = async () => {
    const response = await fetch(`${inject('baseUrl')}/api/v1/auth/users/places`, {
      headers: { authorization: `Bearer ${buyer.token}` },
    });
    return ((await response.json()) as { data: { label: string; name: string }[] }).data;
  };
  await expect
    .poll(accountPlaces, { timeout: 10_000 })
    .toEqual([{ label: 'Office', name: locality.name, lat: locality.lat, lng: locality.lng }]);
  await page.context().close();
});
