// Issue 11, part 1: a partner site embeds our enquiry form with one script tag and one element. The
// partner's page is plain HTML served from another origin (its own port), with CSS of its own that
// must not reach our button; the full enquiry and OTP flow runs inside the element's shadow root and
// the lead is credited to the partner. The same page on a site not in PARTNER_ORIGINS is refused.
import { readFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { launchBrowser, newPage } from '../support/browser.ts';
import { leadsOf } from '../support/leads.ts';
import { partnerPage, servePartnerPage, type PartnerSite } from '../support/partner-site.ts';
import { freePort, startServer, type RunningServer } from '../support/server.ts';

const RED = 'rgb(255, 0, 0)';
/** colors.primary.main of the theme (shared/src/ui/tokens.ts). */
const OUR_GREEN = 'rgb(31, 77, 58)';

let browser: Browser;
let server: RunningServer;
let partnerSite: PartnerSite;
let unlistedSite: PartnerSite;
let unit: { _id: string; slug: string; name: string };

beforeAll(async () => {
  const partnerPort = await freePort();
  server = await startServer({ PARTNER_ORIGINS: `acme=http://127.0.0.1:${partnerPort}` });
  const units = (await (
    await fetch(`${server.baseUrl}/api/v1/projects/units?page=1&limit=1&city=Bengaluru`)
  ).json()) as { data: { units: { _id: string; slug: string; name: string }[] } };
  unit = units.data.units[0]!;
  const html = partnerPage(`${server.baseUrl}/embed/enquiry.js`, unit.slug);
  // The listed partner's site on the port PARTNER_ORIGINS names; the same page on another port.
  partnerSite = await servePartnerPage(html, partnerPort);
  unlistedSite = await servePartnerPage(html);
  browser = await launchBrowser();
}, 180_000);

afterAll(async () => {
  await browser?.close();
  partnerSite?.close();
  unlistedSite?.close();
  await server?.stop();
});

let phoneCounter = 0;
const newPhone = () => `9${String(Date.now()).slice(-7)}${String(10 + (phoneCounter += 1)).slice(-2)}`;

async function codeSentTo(phone: string): Promise<string> {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    const lines = readFileSync(server.smsOutbox, 'utf8')
      .split('\n')
      .filter((line) => line.includes(phone));
    if (lines.length > 0) return (JSON.parse(lines.at(-1)!) as { code: string }).code;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`No code for ${phone} in the SMS outbox`);
}

/** The leads the team sees for one phone. */
const leadsFor = async (phone: string) =>
  (await leadsOf(server)).filter((lead) => lead.phone === `+91${phone}`);

async function fillEnquiry(page: Page, phone: string) {
  const dialog = page.getByRole('dialog');
  await dialog.getByText('Step into your dream villa!').waitFor({ timeout: 20_000 });
  await dialog.getByLabel('Full Name').fill('Asha Rao');
  await dialog.getByLabel('Email').fill('asha.rao@example.in');
  await dialog.getByLabel('Phone Number').fill(phone);
  return dialog;
}

test('on a partner page, our button keeps its own look, and the enquiry and OTP flow completes, credited to the partner', async () => {
  const { context, page } = await newPage(browser, 390);
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  await page.goto(partnerSite.url);
  const button = page.locator('villa-enquiry').getByRole('button', { name: 'Enquire now' });
  await button.waitFor();

  // The partner's CSS is live on their own button, and reaches neither in nor is changed by ours.
  const look = (selector: string) =>
    page.evaluate((css) => {
      const element =
        css === 'ours'
          ? document.querySelector('villa-enquiry')!.shadowRoot!.querySelector('button')!
          : document.querySelector(css)!;
      const style = getComputedStyle(element);
      return { background: style.backgroundColor, color: style.color, fontSize: style.fontSize };
    }, selector);
  expect(await look('#partner-button')).toEqual({
    background: RED,
    color: 'rgb(255, 255, 0)',
    fontSize: '30px',
  });
  const ours = await look('ours');
  expect(ours.background).toBe(OUR_GREEN);
  expect(ours.background).not.toBe(RED);
  expect(ours.color).toBe('rgb(255, 255, 255)');
  expect(ours.fontSize).toBe('15px');

  await button.click();
  const phone = newPhone();
  const dialog = await fillEnquiry(page, phone);
  // The dialog and its styles live inside the element's shadow root, none in the partner's document.
  expect(
    await page.evaluate(() => {
      const shadow = document.querySelector('villa-enquiry')!.shadowRoot!;
      return {
        dialogInside: shadow.querySelector('[role="dialog"]') !== null,
        dialogOutside: document.querySelector('[role="dialog"]') !== null,
        stylesInside: shadow.querySelectorAll('style[data-emotion]').length > 0,
        stylesOutside: document.querySelectorAll('style[data-emotion]').length,
      };
    }),
  ).toEqual({ dialogInside: true, dialogOutside: false, stylesInside: true, stylesOutside: 0 });
  expect(await look('#partner-button')).toEqual({
    background: RED,
    color: 'rgb(255, 255, 0)',
    fontSize: '30px',
  });

  const [request, response] = await Promise.all([
    page.waitForRequest(
      (r) => r.url() === `${server.baseUrl}/api/v1/client/enquiries` && r.method() === 'POST',
    ),
    page.waitForResponse(
      (r) => r.url() === `${server.baseUrl}/api/v1/client/enquiries` && r.request().method() === 'POST',
    ),
    dialog.getByRole('button', { name: 'Submit' }).click(),
  ]);
  expect(response.status()).toBe(201);
  expect(request.postDataJSON()).toMatchObject({ partner: 'acme', unit: unit._id, phone, name: 'Asha Rao' });

  await dialog.getByRole('heading', { name: 'Verify OTP' }).waitFor();
  await dialog.getByRole('textbox', { name: 'Digit 1 of 6' }).click();
  await page.keyboard.type(await codeSentTo(phone));
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await dialog.waitFor({ state: 'hidden' });

  // Every script came from our server: the loader, then its chunks, loaded only on the way.
  expect(scripts[0]).toBe(`${server.baseUrl}/embed/enquiry.js`);
  expect(scripts.every((url) => url.startsWith(`${server.baseUrl}/embed/`))).toBe(true);
  await context.close();

  expect(await leadsFor(phone)).toEqual([
    expect.objectContaining({ name: 'Asha Rao', unit: unit.name, partner: 'acme', verified: 'yes' }),
  ]);
}, 120_000);

test('the same page on a site that is not a listed partner is refused, and nothing is stored', async () => {
  const { context, page } = await newPage(browser, 1280);
  await page.goto(unlistedSite.url);
  await page.locator('villa-enquiry').getByRole('button', { name: 'Enquire now' }).click();
  const phone = newPhone();
  const dialog = await fillEnquiry(page, phone);
  const refusedEnquiry = page.waitForEvent('requestfailed', {
    predicate: (r) => r.url() === `${server.baseUrl}/api/v1/client/enquiries`,
  });
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await dialog.getByText('Failed to generate OTP. Please try again.').waitFor();
  await refusedEnquiry;
  expect(await dialog.getByRole('heading', { name: 'Verify OTP' }).count()).toBe(0);
  await context.close();

  // The server says why to anyone who asks from that site, and stored nothing.
  const direct = await fetch(`${server.baseUrl}/api/v1/client/enquiries`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: new URL(unlistedSite.url).origin },
    body: JSON.stringify({
      name: 'Asha Rao',
      email: 'asha.rao@example.in',
      phone,
      country_code: '+91',
      partner: 'acme',
    }),
  });
  expect(direct.status).toBe(403);
  expect(((await direct.json()) as { message: string }).message).toMatch(/not a partner site/);
  expect(await leadsFor(phone)).toEqual([]);
}, 120_000);

test("on our own pages, the element opens the shell's enquiry form and downloads no second React", async () => {
  const { context, page } = await newPage(browser, 1280);
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  await page.goto(`${server.baseUrl}/`);
  // The shell marks the page once its enquiry host listens.
  await page.waitForFunction(() => document.documentElement.hasAttribute('data-villa-enquiry-host'));
  await page.evaluate((slug) => {
    const loader = document.createElement('script');
    loader.src = '/embed/enquiry.js';
    document.head.append(loader);
    const element = document.createElement('villa-enquiry');
    element.setAttribute('partner', 'acme');
    element.setAttribute('unit', slug);
    document.querySelector('main')!.prepend(element);
  }, unit.slug);
  await page.locator('villa-enquiry').getByRole('button', { name: 'Enquire now' }).click();
  const phone = newPhone();
  const dialog = await fillEnquiry(page, phone);
  // The shell's own dialog, in the page's document, from the enquiry remote the shell loads.
  expect(
    await page.evaluate(() => ({
      dialogInside:
        document.querySelector('villa-enquiry')!.shadowRoot!.querySelector('[role="dialog"]') !== null,
      dialogOutside: document.querySelector('[role="dialog"]') !== null,
    })),
  ).toEqual({ dialogInside: false, dialogOutside: true });
  const [request, response] = await Promise.all([
    page.waitForRequest((r) => r.url().endsWith('/api/v1/client/enquiries') && r.method() === 'POST'),
    page.waitForResponse(
      (r) => r.url().endsWith('/api/v1/client/enquiries') && r.request().method() === 'POST',
    ),
    dialog.getByRole('button', { name: 'Submit' }).click(),
  ]);
  expect(response.status()).toBe(201);
  // Our own page's lead: the unit the element names, no partner to credit.
  expect(request.postDataJSON()).toMatchObject({ unit: unit._id, phone });
  expect(request.postDataJSON()).not.toHaveProperty('partner');
  await dialog.getByRole('heading', { name: 'Verify OTP' }).waitFor();

  // Of the embed, only its loader downloaded: React, MUI and the form are the shell's.
  const embedScripts = scripts.filter((url) => url.includes('/embed/'));
  expect(embedScripts).toEqual([`${server.baseUrl}/embed/enquiry.js`]);
  expect(scripts.some((url) => url.includes('/mfe/enquiry/'))).toBe(true);
  await context.close();
}, 120_000);
