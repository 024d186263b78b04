import type { Browser, Page, Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { apiGet } from '../support/api.ts';
import { launchBrowser, newPage } from '../support/browser.ts';

const MANIFEST = '**/mfe/blog/mf-manifest.json';

let browser: Browser;
let firstPostTitle: string;

beforeAll(async () => {
  browser = await launchBrowser();
  firstPostTitle = (
    await apiGet<{ data: { posts: { title: string }[] } }>('/blog/posts/published?page=1&limit=1')
  ).data.posts[0]!.title;
});
afterAll(() => browser?.close());

async function expectShellAlive(page: Page) {
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Show All Villas' })
    .waitFor();
  expect(await page.getByRole('contentinfo').getByText('Agent registration numbers').isVisible()).toBe(true);
}

describe('a remote whose manifest never answers', () => {
  test('ends in the Retry message after the 10 s time limit, not a spinner, and Retry brings it back', async () => {
    const { context, page } = await newPage(browser);
    // Neither fulfilled, continued nor aborted: the request stalls, as on a dead connection.
    const hang = (_route: Route) => undefined;
    await page.route(MANIFEST, hang);

    const started = Date.now();
    await page.goto(`${inject('baseUrl')}/blog`, { waitUntil: 'domcontentloaded' });
    const alert = page.getByRole('main').locator('[data-remote-unavailable="blog"]');
    await alert.waitFor({ timeout: 15_000 });
    expect(Date.now() - started).toBeLessThan(15_000);
    expect(await alert.getByText("We couldn't load the blog right now.").isVisible()).toBe(true);
    expect(await alert.getByRole('button', { name: 'Retry' }).isEnabled()).toBe(true);
    await expectShellAlive(page);

    // The server answers again: Retry shows the blog without reloading the page.
    await page.unroute(MANIFEST, hang);
    await alert.getByRole('button', { name: 'Retry' }).click();
    await page.getByText(firstPostTitle).first().waitFor({ timeout: 15_000 });
    expect(await alert.count()).toBe(0);
    await context.close();
  });
});
