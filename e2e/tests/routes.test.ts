import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { apiGet } from '../support/api.ts';
import { launchBrowser, newPage } from '../support/browser.ts';

interface Named {
  slug: string;
  name: string;
}
interface Listing {
  data: { units: Named[]; projects: Named[] };
}
interface Posts {
  data: { posts: { slug: string; title: string; tags: Named[]; categories: Named[]; author: Named }[] };
}

let browser: Browser;
let unit: Named;
let project: Named;
let post: Posts['data']['posts'][number];

beforeAll(async () => {
  browser = await launchBrowser();
  const listing = await apiGet<Listing>('/projects/units?page=1&limit=1&city=Bengaluru');
  unit = listing.data.units[0]!;
  project = listing.data.projects[0]!;
  post = (await apiGet<Posts>('/blog/posts/published?page=1&limit=5')).data.posts.find(
    (candidate) => candidate.tags.length > 0 && candidate.categories.length > 0,
  )!;
});

afterAll(() => browser?.close());

async function visit(path: string) {
  const { context, page } = await newPage(browser);
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(`${inject('baseUrl')}${path}`);
  return { context, page, errors };
}

describe('every route renders its page with real data', () => {
  const cases: [string, () => string, () => string][] = [
    ['home', () => '/', () => 'Where luxury has an address – and you call it home'],
    ['units', () => '/units', () => unit.name],
    ['unit detail', () => `/unit/${unit.slug}/`, () => unit.name],
    ['project detail', () => `/project/${project.slug}/`, () => project.name],
    ['blog index', () => '/blog', () => post.title],
    ['blog post', () => `/blog/${post.slug}`, () => post.title],
    ['blog tag', () => `/blog/tag/${post.tags[0]!.slug}`, () => post.tags[0]!.name],
    ['blog category', () => `/blog/category/${post.categories[0]!.slug}`, () => post.categories[0]!.name],
    ['blog author', () => `/blog/author/${post.author.slug}`, () => post.author.name],
    ['blog topics', () => '/blog/topics', () => post.categories[0]!.name],
    ['expert', () => '/connect-with-expert', () => 'Get Expert Advice'],
    ['developers', () => '/for-developers', () => 'Partner with us'],
    ['list your villa', () => '/list-your-villa', () => 'Start your listing'],
    ['about', () => '/about', () => 'About us'],
    ['account', () => '/profile/account', () => 'My Account'],
    ['wishlist', () => '/profile/wishlist', () => 'Log in'],
    ['terms', () => '/terms-and-conditions', () => 'Terms and conditions'],
    ['privacy', () => '/privacy-policy', () => 'Privacy policy'],
    ['contact', () => '/contact', () => 'Contact us'],
  ];

  test.each(cases)('%s', async (_label, path, expected) => {
    const { context, page, errors } = await visit(path());
    await expect(
      page.getByText(expected(), { exact: false }).first().waitFor({ timeout: 20_000 }),
    ).resolves.toBeUndefined();
    await expect(
      page.getByRole('contentinfo').getByText('Agent registration numbers').isVisible(),
    ).resolves.toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  test('an unknown unit slug shows a not-found page, not a crash', async () => {
    const { context, page } = await visit('/unit/no-such-villa-anywhere/');
    // The server answers 404 with the site's not-found page, which the browser then takes over.
    await page.getByRole('heading', { name: 'Page not found' }).waitFor();
    await context.close();
  });

  test('the header shows Show All Villas and Wishlist but no Profile when logged out', async () => {
    const { context, page } = await visit('/units');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('link', { name: 'Show All Villas' }).waitFor();
    expect(await nav.getByRole('link', { name: 'Wishlist' }).isVisible()).toBe(true);
    expect(await nav.getByRole('link', { name: 'Profile' }).count()).toBe(0);
    await context.close();
  });

  test('the city follows the city query parameter', async () => {
    const { context, page } = await visit('/units?city=Hyderabad');
    const hyderabad = await apiGet<Listing>('/projects/units?page=1&limit=1&city=Hyderabad');
    await page.getByText(hyderabad.data.units[0]!.name).first().waitFor({ timeout: 20_000 });
    await context.close();
  });
});
