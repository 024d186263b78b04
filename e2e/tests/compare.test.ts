// Issue 29, compare: villas side by side at /compare?units=…. The address is the comparison: opened
// elsewhere, it is rendered by the server before any script runs. On a phone the columns scroll
// sideways under the pinned labels. A buyer picks the villas with the cards' compare toggles, which
// load at the first touch, and the tray follows them across pages to the comparison.
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, inject, test } from 'vitest';
import { apiGet } from '../support/api.ts';
import { launchBrowser, newPage, waitForHydration } from '../support/browser.ts';

interface ListedUnit {
  slug: string;
  name: string;
  price: number;
  builtup_area: number;
  /** In the comparison's answer; the listing's cards have none. */
  amenities: string[];
}

let browser: Browser;
let units: ListedUnit[];
let compareUrl = '';
beforeAll(async () => {
  browser = await launchBrowser();
  // The listing's first five villas, as its first page shows them.
  const listing = await apiGet<{ data: { units: ListedUnit[] } }>(
    '/projects/units?page=1&limit=5&city=Bengaluru',
  );
  units = listing.data.units;
});
afterAll(() => browser?.close());

/** VILLA_SCREENSHOTS=<folder> keeps pictures of the pages on the way, for a person to look at. */
async function picture(page: Page, name: string) {
  const folder = process.env.VILLA_SCREENSHOTS;
  if (folder) await page.screenshot({ path: `${folder}/${name}.png`, fullPage: true });
}

const indianNumber = (value: number) => value.toLocaleString('en-IN');

test('three villas side by side: price per sq.ft, the EMI at the default settings, the differing amenities; one taken out', async () => {
  const { page } = await newPage(browser, 1280);
  compareUrl = `${inject('baseUrl')}/compare?units=${units
    .slice(0, 3)
    .map((unit) => unit.slug)
    .join(',')}`;
  await page.goto(compareUrl);
  await waitForHydration(page);
  await page.getByRole('heading', { name: 'Compare villas', level: 1 }).waitFor();
  const table = page.getByRole('table');
  const headers = await table.getByRole('columnheader').allTextContents();
  expect(headers).toEqual(['Villa', ...units.slice(0, 3).map((unit) => unit.name)]);
  const first = units[0]!;
  const priceRow = table
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: 'Price per sq.ft' }) });
  expect(await priceRow.getByRole('cell').first().textContent()).toBe(
    `₹${indianNumber(Math.round(first.price / first.builtup_area))}`,
  );
  await table.getByRole('rowheader', { name: 'EMI (80% loan at 8.5% for 20 years)' }).waitFor();
  // Amenities one villa has and another hasn't are highlighted.
  const compared = (
    await apiGet<{ data: { units: ListedUnit[] } }>(
      `/projects/units/compare?${new URL(compareUrl).searchParams}`,
    )
  ).data.units;
  const amenities = new Set(compared.flatMap((unit) => unit.amenities));
  const differing = [...amenities].filter(
    (amenity) => !compared.every((unit) => unit.amenities.includes(amenity)),
  );
  expect(await table.locator('tr[data-differs]').count()).toBe(differing.length);
  await picture(page, 'compare-1280');

  // Taking one out changes the address.
  await table.getByRole('button', { name: `Remove ${units[2]!.name} from the comparison` }).click();
  await expect
    .poll(() => new URL(page.url()).searchParams.get('units'))
    .toBe(`${units[0]!.slug},${units[1]!.slug}`);
  await expect.poll(() => table.getByRole('columnheader').count()).toBe(3);
  await page.context().close();
});

test('the shared address is rendered by the server and opens on a phone, the labels pinned as the columns scroll', async () => {
  expect(compareUrl).not.toBe('');
  const html = await (await fetch(compareUrl, { headers: { accept: 'text/html' } })).text();
  for (const unit of units.slice(0, 3)) expect(html).toContain(unit.name);
  expect(html).toContain('Price per sq.ft');
  expect(html).toMatch(/<meta name="robots" content="noindex/);

  const { page } = await newPage(browser, 390);
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await page.goto(compareUrl);
  await waitForHydration(page);
  await page.getByRole('table').waitFor();
  expect(errors.filter((text) => /hydrat/i.test(text))).toEqual([]);

  // On a phone the columns scroll sideways; the labels stay where they are.
  const region = page.getByRole('region', { name: 'Villas side by side' });
  const { scrollWidth, clientWidth } = await region.evaluate((element) => ({
    scrollWidth: element.scrollWidth,
    clientWidth: element.clientWidth,
  }));
  expect(scrollWidth).toBeGreaterThan(clientWidth);
  await picture(page, 'compare-390');
  const label = page.getByRole('rowheader', { name: 'Price', exact: true });
  const value = page.getByRole('row').filter({ has: label }).getByRole('cell').first();
  const x = async (locator: Locator) => (await locator.boundingBox())!.x;
  const [labelBefore, valueBefore] = [await x(label), await x(value)];
  await region.evaluate((element) => element.scrollBy({ left: 300 }));
  await expect.poll(async () => Math.round(valueBefore - (await x(value)))).toBe(300);
  expect(await x(label)).toBe(labelBefore);
  await picture(page, 'compare-390-scrolled');
  await page.context().close();
});

test('a buyer picks villas on the cards; the tray follows them, refuses a fifth and opens the comparison', async () => {
  const { context, page } = await newPage(browser, 1280);
  await page.goto(`${inject('baseUrl')}/units?city=Bengaluru`);
  await waitForHydration(page);
  const card = (unit: ListedUnit) =>
    page
      .getByRole('article')
      .filter({ has: page.getByRole('heading', { name: unit.name, exact: true }) })
      .first();
  const toggle = (unit: ListedUnit, name = 'Add to compare') => card(unit).getByRole('button', { name });
  await card(units[0]!).waitFor();
  // No toggle is part of the first load: they come with the buyer's first move.
  expect(await page.getByRole('button', { name: 'Add to compare' }).count()).toBe(0);
  await page.mouse.move(200, 300);
  await toggle(units[0]!).click();
  const tray = page.getByRole('region', { name: 'Compare villas' });
  await tray.getByRole('heading', { name: 'Compare villas (1 of 4)' }).waitFor();
  await tray.getByText('Pick one more villa to compare.').waitFor();
  expect(await tray.getByRole('button', { name: 'Compare', exact: true }).isDisabled()).toBe(true);
  for (const unit of units.slice(1, 4)) await toggle(unit).click();
  await tray.getByRole('heading', { name: 'Compare villas (4 of 4)' }).waitFor();
  // The grid draws the rows near the window only: back to the first.
  await page.evaluate(() => window.scrollTo(0, 0));
  await toggle(units[0]!, 'Remove from compare').waitFor();

  // A fifth is refused, and the tray says why.
  await toggle(units[4]!).click();
  await tray.getByText('You can compare up to 4 villas. Remove one to add another.').waitFor();
  expect(await tray.getByRole('listitem').allTextContents()).toEqual(
    units.slice(0, 4).map((unit) => unit.name),
  );
  await toggle(units[4]!).waitFor();

  // Taking one out in the tray frees its card's toggle.
  await tray.getByRole('button', { name: `Remove ${units[3]!.name} from compare` }).click();
  await tray.getByRole('heading', { name: 'Compare villas (3 of 4)' }).waitFor();
  await toggle(units[3]!).waitFor();
  await picture(page, 'compare-tray-1280');

  // The tray follows the buyer to another page, through a reload.
  await page.goto(`${inject('baseUrl')}/blog`);
  await tray.getByRole('heading', { name: 'Compare villas (3 of 4)' }).waitFor();

  // Compare opens the comparison, where the tray steps aside.
  await tray.getByRole('link', { name: 'Compare', exact: true }).click();
  await page.waitForURL(/\/compare\?/);
  expect(new URL(page.url()).searchParams.get('units')).toBe(
    units
      .slice(0, 3)
      .map((unit) => unit.slug)
      .join(','),
  );
  await expect.poll(() => page.getByRole('table').getByRole('columnheader').count()).toBe(4);
  expect(await tray.count()).toBe(0);

  // On a phone, with picks already made, the toggles show them without a touch.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`${inject('baseUrl')}/units?city=Bengaluru`);
  await toggle(units[0]!, 'Remove from compare').waitFor();
  await tray.getByRole('heading', { name: 'Compare villas (3 of 4)' }).waitFor();
  await picture(page, 'compare-tray-390');
  await tray.getByRole('button', { name: 'Clear' }).click();
  await expect.poll(() => tray.count()).toBe(0);
  await toggle(units[0]!).waitFor();
  await context.close();
});

test('an address naming no villa says how to pick some', async () => {
  const { page } = await newPage(browser, 390);
  await page.goto(`${inject('baseUrl')}/compare`);
  await page.getByText('Pick villas to compare').waitFor();
  await page.getByRole('link', { name: 'Show All Villas' }).waitFor();
  await page.context().close();
});
