import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, inject, test } from 'vitest';
import { apiGet } from '../support/api.ts';
import { launchBrowser, newPage, waitForHydration } from '../support/browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

// "__reactContainer$" is a string only react-dom's own code contains.
const REACT_DOM_MARKER = '__reactContainer$';

test('react-dom is downloaded once across the shell and the remotes', async () => {
  const { context, page } = await newPage(browser);
  const pending: Promise<{ url: string; body: string }>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') {
      pending.push(
        response.text().then(
          (body) => ({ url: response.url(), body }),
          () => ({ url: response.url(), body: '' }),
        ),
      );
    }
  });
  await page.goto(`${inject('baseUrl')}/units`);
  await page.getByText('Villas (').first().waitFor({ timeout: 20_000 });
  // Open a page of a second remote in the same session, through the menu.
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('link', { name: 'Blog' }).click();
  await page.getByText('Villa buying guides and news').waitFor({ timeout: 20_000 });
  const scripts = await Promise.all(pending);
  const remotesSeen = new Set(scripts.map((s) => /\/mfe\/(\w+)\//.exec(s.url)?.[1]).filter(Boolean));
  expect([...remotesSeen]).toEqual(expect.arrayContaining(['listings', 'blog']));
  const withReactDom = scripts.filter((s) => s.body.includes(REACT_DOM_MARKER)).map((s) => s.url);
  expect(withReactDom).toHaveLength(1);
  expect(withReactDom[0]).not.toContain('/mfe/');
  await context.close();
});

test('MUI, the router and the federation runtime come from the host alone: no remote script carries its own copy', async () => {
  const unit = (
    await apiGet<{ data: { units: { name: string }[] } }>('/projects/units?page=1&limit=1&city=Bengaluru')
  ).data.units[0]!;
  const { context, page } = await newPage(browser);
  const pending: Promise<{ url: string; body: string }>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') {
      pending.push(response.text().then((body) => ({ url: response.url(), body })));
    }
  });
  await page.goto(`${inject('baseUrl')}/units`);
  await waitForHydration(page);
  // The listing's first screen has no MUI; the enquiry remote's dialog brings it, on intent.
  await page.getByRole('navigation', { name: 'Main' }).waitFor();
  const before = (await Promise.all(pending)).filter((s) => s.body.includes('MuiButtonBase'));
  expect(before, 'MUI on the first screen of /units').toHaveLength(0);
  // A tap on a villa, logged out, opens the enquiry remote's dialog.
  await page.getByText(unit.name).first().click();
  await page.getByRole('dialog').getByText('Step into your dream villa!').waitFor({ timeout: 20_000 });
  await page.waitForLoadState('networkidle');
  const scripts = await Promise.all(pending);
  // Strings only the implementations contain: MUI's ButtonBase, the router's <Link> and the
  // federation runtime's core (the remotes' entries use the host's: one runtime on the page).
  for (const marker of [
    'MuiButtonBase',
    'useHref() may be used only in the context',
    'beforeInitContainer',
  ]) {
    const carriers = scripts.filter((s) => s.body.includes(marker)).map((s) => new URL(s.url).pathname);
    expect(carriers, marker).toHaveLength(1);
    expect(carriers[0], marker).not.toContain('/mfe/');
  }
  await context.close();
});

test("a remote's components read the host's theme and route", async () => {
  const listing = await apiGet<{ data: { units: { slug: string; name: string }[] } }>(
    '/projects/units?page=1&limit=1&city=Mysore',
  );
  const unit = listing.data.units[0]!;
  const { context, page } = await newPage(browser);
  await page.goto(`${inject('baseUrl')}/unit/${unit.slug}/?city=Mysore`);
  // The detail remote's breadcrumb reads the host router's location: its link keeps the query.
  const back = page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Villas' });
  await back.waitFor({ timeout: 20_000 });
  expect(await back.getAttribute('href')).toBe('/units?city=Mysore');
  await waitForHydration(page);
  // A remote's MUI component reads the one theme the host shares (@villa/shared/ui/mui-theme): the
  // enquiry remote's dialog has the theme's rounded paper (16 px) and its contained button the
  // theme's primary colour (#1f4d3a) with no upper case.
  await page.getByRole('button', { name: 'Enquire now' }).click();
  const dialog = page.getByRole('dialog');
  const submit = dialog.getByRole('button', { name: 'Submit' });
  await submit.waitFor({ timeout: 20_000 });
  expect(await submit.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgb(31, 77, 58)');
  expect(await submit.evaluate((el) => getComputedStyle(el).textTransform)).toBe('none');
  expect(
    await page.locator('.MuiDialog-paper').evaluate((el) => getComputedStyle(el).borderTopLeftRadius),
  ).toBe('16px');
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'hidden' });
  // …and the breadcrumb navigates with the host's router: the shell swaps the page without a reload.
  await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
  await back.click();
  const tab = page.getByRole('tab', { name: /Villas \(\d+\)/ });
  await tab.waitFor({ timeout: 20_000 });
  expect(page.url()).toMatch(/\/units\?city=Mysore$/);
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(
    true,
  );
  await context.close();
});
