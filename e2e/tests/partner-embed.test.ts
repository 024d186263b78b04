// Issue 11, part 1, and issue 23, part 3: a partner site embeds our enquiry form with one script tag
// and one element. The partner's page is plain HTML served from another origin (its own port), with
// CSS of its own that must not reach our button. The enquiry and OTP flow runs in a frame on our
// origin over the partner's page: the page can read neither the phone, the code nor our token, and
// the lead is credited to the partner once the phone is verified. The same page on a site not in
// PARTNER_ORIGINS can't frame it.
import { readFileSync } from 'node:fs';
import type { Browser, FrameLocator, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { launchBrowser, newPage } from '../support/browser.ts';
import { newPhone } from '../support/buyer-login.ts';
import { leadsOf } from '../support/leads.ts';
import { partnerPage, servePartnerPage, type PartnerSite } from '../support/partner-site.ts';
import { freePort, startServer, type RunningServer } from '../support/server.ts';

const RED = 'rgb(255, 0, 0)';
/** colors.primary.main of the theme (shared/src/ui/tokens.ts). */
const OUR_GREEN = 'rgb(31, 77, 58)';
/** LOAD_FAILED_TEXT of enquiry-mfe/src/app/embed/villa-enquiry-element.ts. */
const LOAD_FAILED = "We couldn't load the enquiry form right now. Please try again.";
const FRAME = 'villa-enquiry iframe[title="Enquiry form"]';

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

async function fillEnquiry(page: Page | FrameLocator, phone: string) {
  const dialog = page.getByRole('dialog');
  await dialog.getByText('Step into your dream villa!').waitFor({ timeout: 20_000 });
  await dialog.getByLabel('Full Name').fill('Asha Rao');
  await dialog.getByLabel('Email').fill('asha.rao@example.in');
  await dialog.getByLabel('Phone Number').fill(phone);
  return dialog;
}

/** Whether the element's button has the focus (inside its shadow root). */
const buttonHasFocus = (page: Page) =>
  page.evaluate(() => {
    const element = document.querySelector('villa-enquiry')!;
    return document.activeElement === element && element.shadowRoot!.activeElement?.tagName === 'BUTTON';
  });

const isEnquiryPost = (url: string, method: string) =>
  url === `${server.baseUrl}/api/v1/client/enquiries` && method === 'POST';

test('on a partner page at 390 px, the form runs in our frame: the page reads none of it, and the verified lead is credited to the partner', async () => {
  const { context, page } = await newPage(browser, 390);
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  const enquiryPosts: {
    headers: Record<string, string>;
    body: unknown;
    status: number;
    replayed?: string;
  }[] = [];
  page.on('response', async (response) => {
    const request = response.request();
    if (!isEnquiryPost(request.url(), request.method())) return;
    enquiryPosts.push({
      headers: await request.allHeaders(),
      body: request.postDataJSON(),
      status: response.status(),
      replayed: (await response.allHeaders())['idempotent-replayed'],
    });
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
  expect(ours.color).toBe('rgb(255, 255, 255)');
  expect(ours.fontSize).toBe('15px');

  await button.click();
  const frame = page.frameLocator(FRAME);
  await frame.getByRole('dialog').getByText('Step into your dream villa!').waitFor({ timeout: 20_000 });
  // The keyboard goes straight to the form's first field, inside the frame.
  await page.keyboard.type('Asha');
  expect(await frame.getByLabel('Full Name').inputValue()).toBe('Asha');
  // The overlay covers the phone's screen, and the dialog fits in it.
  expect(await page.locator(FRAME).boundingBox()).toEqual({ x: 0, y: 0, width: 390, height: 900 });
  const paper = await frame.getByRole('dialog').boundingBox();
  expect(paper!.x).toBeGreaterThanOrEqual(0);
  expect(paper!.x + paper!.width).toBeLessThanOrEqual(390);

  const phone = newPhone();
  const dialog = await fillEnquiry(frame, phone);
  // None of the form is in the partner's document or our element's shadow root: the frame is our
  // origin's, and the page cannot look into it.
  expect(
    await page.evaluate(() => {
      const shadow = document.querySelector('villa-enquiry')!.shadowRoot!;
      const iframe = shadow.querySelector('iframe')!;
      let frameReadable = true;
      try {
        frameReadable = iframe.contentDocument !== null;
      } catch {
        frameReadable = false;
      }
      return {
        inputsInShadow: shadow.querySelectorAll('input').length,
        inputsInPage: document.querySelectorAll('input').length,
        frameReadable,
        frameOrigin: new URL(iframe.src).origin,
      };
    }),
  ).toEqual({ inputsInShadow: 0, inputsInPage: 0, frameReadable: false, frameOrigin: server.baseUrl });

  await dialog.getByRole('button', { name: 'Submit' }).click();
  await dialog.getByRole('heading', { name: 'Verify OTP' }).waitFor();
  await dialog.getByRole('textbox', { name: 'Digit 1 of 6' }).click();
  await page.keyboard.type(await codeSentTo(phone));
  await dialog.getByRole('button', { name: 'Submit' }).click();

  // Finishing closes the overlay and gives the focus back to our button.
  await page.locator(FRAME).waitFor({ state: 'hidden' });
  await expect.poll(() => buttonHasFocus(page)).toBe(true);

  // The enquiry went from our frame (our origin), naming the partner; once the buyer logged in, the
  // same enquiry again with the session of its phone, which verifies the partner's credit.
  expect(enquiryPosts).toHaveLength(2);
  expect(enquiryPosts[0]).toMatchObject({ status: 201, headers: { origin: server.baseUrl } });
  expect(enquiryPosts[0]!.headers.authorization).toBeUndefined();
  expect(enquiryPosts[0]!.body).toMatchObject({
    partner: 'acme',
    unit: unit._id,
    phone,
    name: 'Asha Rao',
    source_url: partnerSite.url,
  });
  expect(enquiryPosts[1]).toMatchObject({ status: 201, replayed: 'true', body: enquiryPosts[0]!.body });
  expect(enquiryPosts[1]!.headers.authorization).toMatch(/^Bearer /);
  expect(enquiryPosts[1]!.headers['idempotency-key']).toBe(enquiryPosts[0]!.headers['idempotency-key']);

  // Our login stayed on our origin: the partner's page holds no token.
  expect(await page.evaluate(() => ({ local: localStorage.length, session: sessionStorage.length }))).toEqual(
    {
      local: 0,
      session: 0,
    },
  );
  // Every script came from our server: the loader, then the frame's.
  expect(scripts[0]).toBe(`${server.baseUrl}/embed/enquiry.js`);
  expect(scripts.every((url) => url.startsWith(`${server.baseUrl}/embed/`))).toBe(true);
  await context.close();

  expect(await leadsFor(phone)).toEqual([
    expect.objectContaining({
      name: 'Asha Rao',
      unit: unit.name,
      partner: 'acme',
      partner_verified: 'yes',
      verified: 'yes',
    }),
  ]);
}, 120_000);

test('the overlay closes with Escape and opens again from the keyboard; it ignores messages from the page', async () => {
  const { context, page } = await newPage(browser, 1280);
  await page.goto(partnerSite.url);
  const button = page.locator('villa-enquiry').getByRole('button', { name: 'Enquire now' });
  await button.focus();
  await page.keyboard.press('Enter');
  const frame = page.frameLocator(FRAME);
  await frame.getByRole('dialog').getByText('Step into your dream villa!').waitFor({ timeout: 20_000 });
  await page.keyboard.type('Ravi');

  // A script of the partner's page posing as our frame closes nothing.
  await page.evaluate(() => window.postMessage({ type: 'villa-enquiry:closed' }, '*'));
  await page.waitForTimeout(300);
  expect(await page.locator(FRAME).isVisible()).toBe(true);

  // Tab stays in the dialog.
  for (let step = 0; step < 8; step += 1) await page.keyboard.press('Tab');
  expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('VILLA-ENQUIRY');

  await page.keyboard.press('Escape');
  await page.locator(FRAME).waitFor({ state: 'hidden' });
  await expect.poll(() => buttonHasFocus(page)).toBe(true);

  // Opened again, it is a fresh form.
  await page.keyboard.press('Enter');
  await frame.getByRole('dialog').getByText('Step into your dream villa!').waitFor();
  await expect.poll(() => frame.getByLabel('Full Name').inputValue()).toBe('');
  await frame.getByRole('button', { name: 'Close dialog' }).click();
  await page.locator(FRAME).waitFor({ state: 'hidden' });
  await context.close();
}, 120_000);

test('the same page on a site that is not a listed partner cannot frame the form, and nothing is stored', async () => {
  const { context, page } = await newPage(browser, 1280);
  const framed: number[] = [];
  page.on('response', (response) => {
    if (response.url().startsWith(`${server.baseUrl}/embed/frame.html`)) framed.push(response.status());
  });
  await page.goto(unlistedSite.url);
  const element = page.locator('villa-enquiry');
  await element.getByRole('button', { name: 'Enquire now' }).click();
  // Our server answered, but the browser refused to show it in that site's page (frame-ancestors).
  await element.getByText(LOAD_FAILED).waitFor({ timeout: 30_000 });
  expect(framed).toContain(200);
  expect(await page.locator(FRAME).count()).toBe(0);
  await context.close();

  // The API takes nothing from that site either, and stored nothing.
  const phone = newPhone();
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
