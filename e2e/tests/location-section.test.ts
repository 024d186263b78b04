import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, inject, test } from 'vitest';
import { apiGet } from '../support/api.ts';
import { launchBrowser, newPage, waitForHydration } from '../support/browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const GOOGLE_HOSTS = /(^|\.)(googleapis|gstatic|google)\.com$/;

test('without a Maps key the Location section lists nearby places by category from our database, straight-line, with the scroll-spy, and nothing is asked of Google', async () => {
  const listing = await apiGet<{ data: { projects: { slug: string; name: string }[] } }>(
    '/projects/units?page=1&limit=1&city=Mysore',
  );
  const project = listing.data.projects[0]!;
  const nearby = await apiGet<{
    data: { categories: { name: string; groups: { places: { name: string | null }[] }[] }[] };
  }>(`/projects/slug/${project.slug}/nearby`);
  const firstPlace = nearby.data.categories[0]!.groups.find((group) => group.places.length > 0)!.places[0]!;

  const { context, page } = await newPage(browser, 1280);
  const googleRequests: string[] = [];
  page.on('request', (request) => {
    if (GOOGLE_HOSTS.test(new URL(request.url()).hostname)) googleRequests.push(request.url());
  });
  await page.goto(`${inject('baseUrl')}/project/${project.slug}/`);
  await waitForHydration(page);
  // The section loads as it comes near: scroll until its categories are there.
  await expect
    .poll(
      async () => {
        await page.mouse.wheel(0, 800);
        return page.locator('#transit').count();
      },
      { timeout: 30_000, interval: 200 },
    )
    .toBe(1);
  for (const id of ['transit', 'essentials', 'utility']) {
    expect(await page.locator(`#${id}`).count(), id).toBe(1);
  }
  const transit = page.locator('#transit');
  expect(await transit.getByRole('heading', { name: 'Transit' }).count()).toBe(1);
  expect(
    await transit
      .getByText(firstPlace.name ?? 'Unknown')
      .first()
      .isVisible(),
  ).toBe(true);
  expect(await transit.getByText(/^\d+\.\d{2} km away \(straight line\)$/).count()).toBeGreaterThan(0);
  expect(await page.getByText('Mysore Airport').count()).toBeGreaterThan(0);
  // Where a map would be, an honest note instead of a broken one.
  expect(await page.getByText('The map is not available right now.').isVisible()).toBe(true);

  // The scroll-spy marks the category in the top half of the window.
  await transit.evaluate((element) =>
    window.scrollTo(0, element.getBoundingClientRect().top + window.scrollY - 100),
  );
  await expect.poll(() => transit.getAttribute('aria-current')).toBe('true');

  expect(googleRequests).toEqual([]);
  await context.close();
});
