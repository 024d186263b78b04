import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, inject, test } from 'vitest';
import { apiGet } from '../support/api.ts';
import { launchBrowser, newPage, waitForHydration } from '../support/browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const villasTab = (page: Page) => page.getByRole('tab', { name: /^Villas \(\d+\)$/ });

/** The count on the Villas tab, once the list has settled ('Updating villas...' gone). */
async function villaCount(page: Page): Promise<number> {
  await page.getByText('Updating villas...').waitFor({ state: 'detached' });
  const label = (await villasTab(page).textContent()) ?? '';
  return Number(/\((\d+)\)/.exec(label)?.[1]);
}

/** Waits for the count to change from `before` and returns it. */
async function countChangedFrom(page: Page, before: number): Promise<number> {
  await expect.poll(() => villaCount(page), { timeout: 20_000 }).not.toBe(before);
  return villaCount(page);
}

const chipLabels = (page: Page) =>
  page.getByRole('list', { name: 'Applied filters' }).getByRole('listitem').allTextContents();

/** What every villa card on screen says: its name, price in rupees and bedroom count. */
async function cards(page: Page) {
  const items = page.getByRole('list', { name: 'Villas' }).getByRole('listitem');
  const texts = await items.allInnerTexts();
  return texts.map((text) => {
    const price = /₹([\d.]+) (Cr|L)/.exec(text);
    const bedrooms = /(\d+) Bedrooms?/.exec(text);
    return {
      text,
      price: price ? Number(price[1]) * (price[2] === 'Cr' ? 10_000_000 : 100_000) : NaN,
      bedrooms: bedrooms ? Number(bedrooms[1]) : NaN,
    };
  });
}

async function openFilters(page: Page) {
  await page.getByRole('button', { name: 'Filters', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Filters' });
  await dialog.waitFor({ timeout: 20_000 });
  return dialog;
}

test('4 BHK and a price range narrow the list, the chips show, the link carries them to another browser, and removing and resetting widen it again', async () => {
  const { context, page } = await newPage(browser, 1280);
  await page.goto(`${inject('baseUrl')}/units`);
  await waitForHydration(page);
  const all = await villaCount(page);

  const dialog = await openFilters(page);
  await dialog.getByRole('radiogroup', { name: 'BHK' }).getByRole('radio', { name: '4' }).click();
  await dialog.getByRole('spinbutton', { name: 'Min price' }).fill('1.5');
  await dialog.getByRole('spinbutton', { name: 'Max price' }).fill('3');
  await dialog.getByRole('button', { name: 'Apply' }).click();

  const filtered = await countChangedFrom(page, all);
  expect(filtered).toBeGreaterThan(0);
  expect(filtered).toBeLessThan(all);
  await expect
    .poll(() => chipLabels(page))
    .toEqual(expect.arrayContaining(['4 BHK', '₹1.50 Cr - ₹3.00 Cr', 'Villa 1,000 - 4,000 sq.ft']));
  const shown = await cards(page);
  expect(shown.length).toBeGreaterThan(0);
  for (const card of shown) {
    expect(card.bedrooms, card.text).toBe(4);
    // The cards round to 2 decimals of a crore.
    expect(card.price, card.text).toBeGreaterThanOrEqual(14_950_000);
    expect(card.price, card.text).toBeLessThanOrEqual(30_050_000);
  }

  // The URL now names the saved filter: the link a buyer sends on WhatsApp.
  await expect.poll(() => new URL(page.url()).searchParams.get('filters')).toMatch(/^[0-9a-f]{24}$/);
  const link = page.url();
  const firstCard = shown[0]!.text;

  // Another phone, logged out, nothing stored: the same chips, the same first villa, the same count.
  const other = await newPage(browser, 390);
  await other.page.goto(link);
  await waitForHydration(other.page);
  await expect.poll(() => villaCount(other.page), { timeout: 20_000 }).toBe(filtered);
  const chips = (await chipLabels(page)).sort();
  await expect.poll(async () => (await chipLabels(other.page)).sort()).toEqual(chips);
  expect((await cards(other.page))[0]?.text).toBe(firstCard);
  await other.context.close();

  // A reload keeps the filters (stored in this browser).
  await page.reload();
  await waitForHydration(page);
  await expect.poll(() => villaCount(page), { timeout: 20_000 }).toBe(filtered);
  await expect.poll(() => chipLabels(page)).toContain('4 BHK');

  // Removing the BHK chip widens the list back to every bedroom count in the price range.
  await page.getByRole('button', { name: 'Remove 4 BHK' }).click();
  const withoutBhk = await countChangedFrom(page, filtered);
  expect(withoutBhk).toBeGreaterThan(filtered);
  expect(await chipLabels(page)).not.toContain('4 BHK');
  expect(new Set((await cards(page)).map((card) => card.bedrooms)).size).toBeGreaterThan(1);

  // Reset: no chips, no filter in the URL, the whole list.
  const again = await openFilters(page);
  await again.getByRole('button', { name: 'Reset' }).click();
  await expect.poll(() => villaCount(page), { timeout: 20_000 }).toBe(all);
  expect(await page.getByRole('list', { name: 'Applied filters' }).count()).toBe(0);
  await expect.poll(() => new URL(page.url()).searchParams.get('filters')).toBeNull();
  await context.close();
});

test('picking Hyderabad and a location puts them in the URL and lists only villas of Hyderabad, nearest first; Back returns to the previous city', async () => {
  const cities = await apiGet<{ data: { _id: string; name: string }[] }>(
    '/locations/cities?visibility=public',
  );
  const hyderabad = cities.data.find((city) => city.name === 'Hyderabad')!;
  const locations = await apiGet<{ data: { name: string; lat: number; lng: number }[] }>(
    `/locations/city/${hyderabad._id}`,
  );
  const localities = new Set(locations.data.map((location) => location.name));
  const place = locations.data.at(-1)!;
  const locality = place.name;
  const nearest = await apiGet<{ data: { units: { name: string }[] } }>(
    `/projects/units?city=Hyderabad&page=1&limit=1&lat=${place.lat}&lng=${place.lng}`,
  );
  const cheapest = await apiGet<{ data: { units: { name: string }[] } }>(
    '/projects/units?city=Hyderabad&page=1&limit=1',
  );

  const { context, page } = await newPage(browser, 1280);
  await page.goto(`${inject('baseUrl')}/units`);
  await waitForHydration(page);
  await page.getByRole('button', { name: 'City: Bengaluru' }).click();
  await page.getByRole('option', { name: 'Hyderabad' }).click();
  await page.getByRole('heading', { level: 1, name: 'Villas in Hyderabad' }).waitFor();
  expect(new URL(page.url()).searchParams.get('city')).toBe('Hyderabad');

  await page.getByRole('combobox', { name: 'Location' }).click();
  await page.getByRole('option', { name: locality, exact: true }).click();
  await expect.poll(() => new URL(page.url()).searchParams.get('search')).toBe(locality);
  // Nearest the chosen locality first, not cheapest first.
  expect(nearest.data.units[0]!.name).not.toBe(cheapest.data.units[0]!.name);
  await expect
    .poll(async () => (await cards(page))[0]?.text, { timeout: 20_000 })
    .toContain(nearest.data.units[0]!.name);
  const shown = await cards(page);
  expect(shown.length).toBeGreaterThan(0);
  for (const card of shown) {
    expect(
      [...localities].some((name) => card.text.includes(name)),
      card.text,
    ).toBe(true);
  }

  await page.goBack();
  await expect.poll(() => new URL(page.url()).searchParams.get('search')).toBeNull();
  await page.goBack();
  await page.getByRole('heading', { level: 1, name: 'Villas in Bengaluru' }).waitFor();
  await context.close();
});

test('on a phone the chip arrows appear only with 3 or more chips, and the filter modal is not part of the first load', async () => {
  const { context, page } = await newPage(browser, 390);
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  await page.goto(`${inject('baseUrl')}/units`);
  await waitForHydration(page);
  const firstLoad = scripts.length;
  await page.getByRole('button', { name: 'Filters', exact: true }).click();
  await page.getByRole('dialog', { name: 'Filters' }).waitFor({ timeout: 20_000 });
  // Opening the modal fetched its code.
  expect(scripts.length).toBeGreaterThan(firstLoad);

  const dialog = page.getByRole('dialog', { name: 'Filters' });
  await dialog.getByRole('radiogroup', { name: 'BHK' }).getByRole('radio', { name: '3' }).click();
  await dialog.getByRole('checkbox', { name: 'Pool' }).check();
  await dialog.getByRole('checkbox', { name: 'Gym' }).check();
  await dialog.getByRole('button', { name: 'Apply' }).click();
  // 3 BHK, price, villa size, Pool, Gym: more than a phone's width.
  await expect.poll(() => chipLabels(page)).toHaveLength(5);
  const rightArrow = page.getByRole('button', { name: 'Scroll filters right' });
  await rightArrow.waitFor();
  await rightArrow.click();
  await page.getByRole('button', { name: 'Scroll filters left' }).waitFor();

  // Down to 2 chips, still wider than the row: no arrows on a phone.
  for (const label of ['Remove Pool', 'Remove Gym', 'Remove 3 BHK']) {
    await page.getByRole('button', { name: label }).click();
  }
  await expect.poll(() => chipLabels(page)).toHaveLength(2);
  expect(await page.getByRole('button', { name: /Scroll filters/ }).count()).toBe(0);
  await context.close();
});
