// remotes.json is edited by hand on a live server (issue 7, part 6). An entry that is not plainly a
// place to load code from is skipped: its remote shows the Retry message, every other page works.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, inject, test } from 'vitest';
import { apiGet } from '../support/api.ts';
import { launchBrowser, newPage } from '../support/browser.ts';

let browser: Browser;
let remotesFile: string;
let original: string;

beforeAll(async () => {
  browser = await launchBrowser();
  remotesFile = path.join(inject('webRoot'), 'shell', 'remotes.json');
  original = readFileSync(remotesFile, 'utf8');
});

afterAll(async () => {
  writeFileSync(remotesFile, original);
  await browser?.close();
});

async function expectRetryMessage(page: Page, remote: string) {
  const alert = page.getByRole('main').locator(`[data-remote-unavailable="${remote}"]`);
  await alert.waitFor({ timeout: 30_000 });
  expect(await alert.getByText(/We couldn't load the .* right now\./).isVisible()).toBe(true);
  expect(await alert.getByRole('button', { name: 'Retry' }).isVisible()).toBe(true);
  // The shell around it is whole.
  expect(await page.getByRole('contentinfo').getByText('Agent registration numbers').isVisible()).toBe(true);
}

test('a bad entry in remotes.json takes down only its own remote', async () => {
  const [unit] = (
    await apiGet<{ data: { units: { slug: string; name: string }[] } }>(
      '/projects/units?page=1&limit=1&city=Bengaluru',
    )
  ).data.units;
  const remotes = JSON.parse(original) as Record<string, string>;
  writeFileSync(
    remotesFile,
    JSON.stringify({
      ...remotes,
      // Both reported: the first made every page answer 500, the second became a wildcard script source.
      blog: 'https://a.com%3Bx/mf-manifest.json',
      detail: 'https://*.example.com/detail/mf-manifest.json',
    }),
  );

  const { context, page } = await newPage(browser);
  const units = await page.goto(`${inject('baseUrl')}/units`);
  expect(units?.status()).toBe(200);
  const policy = String(units?.headers()['content-security-policy']);
  expect(policy).not.toMatch(/\*|a\.com/);
  await page.getByText(unit!.name).first().waitFor({ timeout: 30_000 });

  const blog = await page.goto(`${inject('baseUrl')}/blog`);
  expect(blog?.status()).toBe(200);
  await expectRetryMessage(page, 'blog');

  await page.goto(`${inject('baseUrl')}/unit/${unit!.slug}/`);
  await expectRetryMessage(page, 'detail');

  // The enquiry remote still answers on its own page.
  await page.goto(`${inject('baseUrl')}/connect-with-expert`);
  await page.getByText('Get Expert Advice').first().waitFor({ timeout: 30_000 });
  await context.close();
});
