import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, inject, test } from 'vitest';
import { apiGet } from '../support/api.ts';
import { launchBrowser, newPage, waitForHydration } from '../support/browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

test('a logged-out buyer clicking a villa gets the enquiry form, which validates, sends the enquiry and asks for the code', async () => {
  const unit = (
    await apiGet<{ data: { units: { _id: string; name: string }[] } }>(
      '/projects/units?page=1&limit=1&city=Bengaluru',
    )
  ).data.units[0]!;
  const { context, page } = await newPage(browser, 390);
  await page.goto(`${inject('baseUrl')}/units?utm=x&campaign_name=diwali-villas`);
  // The cards are in the server's HTML at once; they answer a tap once the page has hydrated.
  await waitForHydration(page);
  await page.getByText(unit.name).first().click();

  const dialog = page.getByRole('dialog');
  await dialog.getByText('Step into your dream villa!').waitFor({ timeout: 20_000 });
  await dialog.getByLabel('Full Name').fill('A');
  await dialog.getByLabel('Email').fill('not-an-email');
  await dialog.getByLabel('Phone Number').fill('98765');
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await dialog.getByText('Please enter a valid name').waitFor();
  expect(await dialog.getByText('Please enter a valid email address').isVisible()).toBe(true);
  expect(await dialog.getByText('Please enter a valid phone number').isVisible()).toBe(true);

  await dialog.getByLabel('Full Name').fill('Asha Rao');
  await dialog.getByLabel('Email').fill('asha.rao@example.in');
  await dialog.getByLabel('Phone Number').fill('98765 43210');
  const [request, response] = await Promise.all([
    page.waitForRequest((r) => r.url().endsWith('/api/v1/client/enquiries') && r.method() === 'POST'),
    page.waitForResponse((r) => r.url().endsWith('/api/v1/client/enquiries')),
    dialog.getByRole('button', { name: 'Submit' }).click(),
  ]);
  expect(response.status()).toBe(201);
  const body = request.postDataJSON() as Record<string, unknown>;
  expect(body).toMatchObject({
    name: 'Asha Rao',
    email: 'asha.rao@example.in',
    phone: '9876543210',
    country_code: '+91',
    unit: unit._id,
    campaign_name: 'diwali-villas',
  });
  await dialog.getByRole('heading', { name: 'Verify OTP' }).waitFor();
  expect(await dialog.getByText('Enter the 6 digit code sent to +91 98•••••210').isVisible()).toBe(true);
  await context.close();
});
