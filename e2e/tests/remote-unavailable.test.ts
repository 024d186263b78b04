import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { apiGet } from '../support/api.ts';
import { launchBrowser, newPage, waitForHydration } from '../support/browser.ts';

let browser: Browser;
let firstUnitName: string;
let firstPostTitle: string;

beforeAll(async () => {
  browser = await launchBrowser();
  firstUnitName = (
    await apiGet<{ data: { units: { name: string }[] } }>('/projects/units?page=1&limit=1&city=Bengaluru')
  ).data.units[0]!.name;
  firstPostTitle = (
    await apiGet<{ data: { posts: { title: string }[] } }>('/blog/posts/published?page=1&limit=1')
  ).data.posts[0]!.title;
});
afterAll(() => browser?.close());

/** For each remote: a page it owns, what shows when it works, and a page of another remote. */
const REMOTES = [
  {
    remote: 'listings',
    path: '/units',
    works: () => firstUnitName,
    other: '/blog',
    otherWorks: () => firstPostTitle,
  },
  { remote: 'detail', path: '', works: () => '', other: '/units', otherWorks: () => firstUnitName },
  {
    remote: 'enquiry',
    path: '/connect-with-expert',
    works: () => 'Get Expert Advice',
    other: '/units',
    otherWorks: () => firstUnitName,
  },
  {
    remote: 'blog',
    path: '/blog',
    works: () => firstPostTitle,
    other: '/units',
    otherWorks: () => firstUnitName,
  },
  {
    remote: 'studio',
    path: '/studio/login',
    works: () => 'Sign in to the studio',
    other: '/units',
    otherWorks: () => firstUnitName,
  },
];

async function expectShellAlive(page: Page) {
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Show All Villas' })
    .waitFor();
  expect(await page.getByRole('contentinfo').getByText('Agent registration numbers').isVisible()).toBe(true);
}

describe.each(REMOTES)(
  'with the $remote remote unreachable',
  ({ remote, path, works, other, otherWorks }) => {
    test('the header, the footer and the other remotes work, and Retry brings it back', async () => {
      let ownPath = path;
      let ownWorks = works();
      if (remote === 'detail') {
        const unit = (
          await apiGet<{ data: { units: { slug: string; name: string }[] } }>('/projects/units?limit=1')
        ).data.units[0]!;
        ownPath = `/unit/${unit.slug}/`;
        ownWorks = unit.name;
      }
      const { context, page } = await newPage(browser);
      const block = (route: { abort: () => Promise<void> }) => route.abort();
      await page.route(`**/mfe/${remote}/**`, block);

      // Another remote loads while this one is unreachable.
      await page.goto(`${inject('baseUrl')}${other}`);
      await page.getByText(otherWorks()).first().waitFor({ timeout: 30_000 });
      await expectShellAlive(page);
      await waitForHydration(page);

      // In the same tab, this remote's page shows its slot message and the shell stays whole.
      await page.evaluate((to) => {
        window.history.pushState({}, '', to);
        window.dispatchEvent(new PopStateEvent('popstate'));
      }, ownPath);
      const alert = page.getByRole('main').locator(`[data-remote-unavailable="${remote}"]`);
      await alert.waitFor({ timeout: 30_000 });
      expect(await alert.getByText(/We couldn't load the .* right now\./).isVisible()).toBe(true);
      // The studio draws its own frame, with no buyers' header or footer (shell/src/app/layout.tsx).
      if (remote !== 'studio') await expectShellAlive(page);

      // The remote comes back: Retry shows it without reloading the page.
      await page.unroute(`**/mfe/${remote}/**`, block);
      await alert.getByRole('button', { name: 'Retry' }).click();
      await page.getByText(ownWorks).first().waitFor({ timeout: 30_000 });
      expect(await alert.count()).toBe(0);
      await context.close();
    });
  },
);
