// Issue 12: owners and developers list with us. On the production build: the owner's listing form
// at 390 px with photos (one good, one too big, one PDF named .jpg), the age rule and the success
// notice; the developer form at 1280 px; both read back by `npm run leads -- --kind`.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { launchBrowser, newPage, waitForHydration } from '../support/browser.ts';
import { leadsOf } from '../support/leads.ts';
import { startServer, type RunningServer } from '../support/server.ts';
import { drawImage, PDF_BYTES } from '../support/test-images.ts';

let browser: Browser;
let server: RunningServer;

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function choose(page: Page, field: string, option: string) {
  await page.getByRole('combobox', { name: field, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test('an owner lists a villa at 390 px: bad photos are named, the good one uploads, the age is asked for', async () => {
  const { context, page } = await newPage(browser, 390);
  await page.goto(`${server.baseUrl}/list-your-villa`);
  // The server's HTML draws the button; it opens the form only once the page has hydrated.
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Start your listing' }).click();
  const form = page.getByRole('form', { name: 'Villa listing form' });
  await form.waitFor({ timeout: 20_000 });

  // 1. Three photos: a JPEG, a PNG of over 2 MB, and a PDF named .jpg.
  const jpeg = await drawImage(page, { type: 'image/jpeg', width: 1200, height: 800, noise: false });
  const bigPng = await drawImage(page, { type: 'image/png', width: 900, height: 800, noise: true });
  expect(bigPng.length).toBeGreaterThan(2 * 1_048_576);
  const uploaded = page.waitForResponse(
    (response) => response.url().endsWith('/api/v1/fileupload') && response.status() === 201,
  );
  const refused = page.waitForResponse(
    (response) => response.url().endsWith('/api/v1/fileupload') && response.status() === 415,
  );
  await form.locator('input[type="file"]').setInputFiles([
    { name: 'front.jpg', mimeType: 'image/jpeg', buffer: jpeg },
    { name: 'terrace.png', mimeType: 'image/png', buffer: bigPng },
    { name: 'title-deed.jpg', mimeType: 'image/jpeg', buffer: PDF_BYTES },
  ]);
  await Promise.all([uploaded, refused]);

  // 2. The two bad ones are named with the spec's messages; the good one is there.
  const photos = form.getByRole('group', { name: /Property Images/ });
  await expect.poll(() => photos.textContent()).toContain('terrace.png: File size 2.');
  const text = (await photos.textContent()) ?? '';
  expect(text).toMatch(/terrace\.png: File size \d\.\d\dMB exceeds maximum allowed size of 1MB/);
  expect(text).toContain(
    'title-deed.jpg: File type application/pdf is not allowed. Allowed types: image/jpeg, image/jpg, image/png, image/webp',
  );
  expect(text).toContain('Failed to upload 1 files');
  const thumbnail = photos.getByRole('img', { name: 'front.jpg' });
  await thumbnail.waitFor();
  // Shown, then loaded and decoded: a broken picture never gets a width.
  await expect
    .poll(() => thumbnail.evaluate((image: HTMLImageElement) => image.naturalWidth), { timeout: 10_000 })
    .toBeGreaterThan(0);
  expect(await photos.getByRole('button', { name: 'Remove front.jpg' }).isVisible()).toBe(true);

  // 3. Ready To Move, no age: the required message.
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Meera Iyer');
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill('meera.iyer@example.in');
  await page.getByRole('textbox', { name: 'Phone number', exact: true }).fill('9845012345');
  await choose(page, 'Villa type', 'Duplex');
  await page.getByRole('textbox', { name: 'Villa number', exact: true }).fill('B-14');
  await choose(page, 'Bedroom', '4');
  await choose(page, 'Bathrooms', '4');
  await choose(page, 'Balconies', '2');
  await page.getByRole('textbox', { name: 'Built-up area', exact: true }).fill('3200');
  await page.getByRole('textbox', { name: 'Villa price', exact: true }).fill('32500000');
  await choose(page, 'Main door facing', 'North-East');
  await choose(page, 'Furnishing', 'Semi-Furnished');
  await choose(page, 'Car parking', '2');
  await choose(page, 'Property stage', 'Ready To Move');
  await choose(page, 'City', 'Bengaluru');
  await choose(page, 'Location', 'Whitefield');
  await page.getByRole('button', { name: 'Submit' }).click();
  await form.getByText('Property age is required').waitFor();
  await form.getByText('Available from is required').waitFor();
  expect(await page.getByRole('dialog').count()).toBe(0);

  // 4. The rest filled: sent, and the success notice.
  await page.getByRole('textbox', { name: 'Property age', exact: true }).fill('3');
  const nextMonth = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
  await page.getByLabel('Available from').fill(nextMonth);
  const [sent] = await Promise.all([
    page.waitForResponse((response) => response.url().endsWith('/api/v1/client/individuals')),
    page.getByRole('button', { name: 'Submit' }).click(),
  ]);
  expect(sent.status()).toBe(201);
  await page.getByRole('dialog', { name: 'Thank you for listing your villa' }).waitFor();
  await context.close();

  // The team sees the listing, and its photo opens: re-encoded, without the client's name or type.
  const [listing] = (await leadsOf(server, 'individuals')).filter((lead) => lead.phone === '+919845012345');
  expect(listing).toMatchObject({
    name: 'Meera Iyer',
    villa_type: 'Duplex',
    bedroom: '4',
    property_stage: 'Ready To Move',
    property_age_in_years: '3',
    city: 'Bengaluru',
    location: 'Whitefield',
  });
  const photoUrls = listing!.photos!.split(' ');
  expect(photoUrls).toHaveLength(1);
  const photo = await fetch(photoUrls[0]!);
  expect(photo.status).toBe(200);
  expect(photo.headers.get('content-type')).toBe('image/webp');
  expect(photo.headers.get('x-content-type-options')).toBe('nosniff');
}, 180_000);

test('a developer sends the partner form at 1280 px, and the team sees it', async () => {
  const { context, page } = await newPage(browser, 1280);
  await page.goto(`${server.baseUrl}/for-developers`);
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Partner with us' }).click();
  const form = page.getByRole('form', { name: 'Developer form' });
  await form.waitFor({ timeout: 20_000 });

  await page.getByRole('button', { name: 'Submit' }).click();
  await form.getByText('Select at least one property type').waitFor();
  await form.getByText('RERA registration status is required').waitFor();

  await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Ravi Kumar');
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill('ravi@greenacres.in');
  await page.getByRole('textbox', { name: 'Phone number', exact: true }).fill('9845098450');
  await page.getByRole('textbox', { name: 'Developer name', exact: true }).fill('Green Acres Developers');
  await page.getByRole('textbox', { name: 'Project name', exact: true }).fill('Green Acres Villas');
  await choose(page, 'Stage', 'Launch Stage');
  await page.getByRole('radio', { name: 'Yes' }).check();
  await page.getByRole('textbox', { name: 'RERA number', exact: true }).fill('PRM KA 1251');
  await choose(page, 'Property type', 'Villa');
  await page.keyboard.press('Escape');
  await choose(page, 'Configuration', '4 BHK');
  await page.keyboard.press('Escape');
  await choose(page, 'City', 'Bengaluru');
  await choose(page, 'Location', 'Whitefield');
  await page.getByRole('textbox', { name: 'Remarks', exact: true }).fill('40 villas, launching in March');
  await page.getByRole('button', { name: 'Submit' }).click();
  await form.getByText('Enter a valid RERA number').waitFor();

  await page
    .getByRole('textbox', { name: 'RERA number', exact: true })
    .fill('PRM/KA/RERA/1251/446/PR/000560');
  const [sent] = await Promise.all([
    page.waitForResponse((response) => response.url().endsWith('/api/v1/client/partners')),
    page.getByRole('button', { name: 'Submit' }).click(),
  ]);
  expect(sent.status()).toBe(201);
  await page.getByRole('dialog', { name: 'Thank you for partnering with us' }).waitFor();
  await context.close();

  const [partner] = (await leadsOf(server, 'partners')).filter((lead) => lead.phone === '+919845098450');
  expect(partner).toMatchObject({
    name: 'Ravi Kumar',
    developer: 'Green Acres Developers',
    project: 'Green Acres Villas',
    stage: 'Launch Stage',
    rera_registered: 'yes',
    configuration: '4 BHK',
    city: 'Bengaluru',
    location: 'Whitefield',
    rera_number: 'PRM/KA/RERA/1251/446/PR/000560',
  });
}, 180_000);
