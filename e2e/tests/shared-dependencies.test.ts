import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, inject, test } from 'vitest';
import { launchBrowser, newPage } from '../support/browser.ts';

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
