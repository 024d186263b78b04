// The first screen of each main route comes from the server as HTML (docs/server-rendering.md): a
// buyer sees the villas before any JavaScript has run, and the browser then takes that HTML over
// (hydration) without a mismatch that would make React throw it away and render again.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { apiGet } from '../support/api.ts';
import { launchBrowser, newPage, waitForHydration } from '../support/browser.ts';
import { limiter } from '../support/limiter.ts';
import { resolveRoutes, SPEC_ROUTES, type SpecRoute } from '../support/route-table.ts';

interface Listing {
  data: { units: { name: string; slug: string }[]; projects: { name: string; slug: string }[] };
}
interface Posts {
  data: { posts: { title: string; slug: string }[] };
}

let browser: Browser;
let routes: Record<SpecRoute, string>;
beforeAll(async () => {
  browser = await launchBrowser();
  routes = await resolveRoutes(inject('baseUrl'));
  // Each page once first, as a deploy's warm-up would: a remote's first render loads its server
  // build, and on a loaded CI machine that alone can pass the 3 s after which the server leaves the
  // page to the browser (by design; here the tests are about what a warm server sends).
  for (const path of Object.values(routes)) {
    await fetch(`${inject('baseUrl')}${path}`, { headers: { accept: 'text/html' } });
  }
});
afterAll(() => browser?.close());

/** The page as the server sent it, with JavaScript off: what a phone paints before the scripts run. */
async function withoutJavaScript<T>(path: string, read: (page: Page) => Promise<T>) {
  const context = await browser.newContext({
    javaScriptEnabled: false,
    viewport: { width: 390, height: 900 },
  });
  try {
    const page = await context.newPage();
    await page.goto(`${inject('baseUrl')}${path}`);
    return await read(page);
  } finally {
    await context.close();
  }
}

describe('before any JavaScript runs', () => {
  test("the listing shows the city's first villas", async () => {
    const listing = await apiGet<Listing>('/projects/units?page=1&limit=100&city=Bengaluru');
    const cards = await withoutJavaScript('/units', (page) =>
      page.getByRole('list', { name: 'Villas' }).getByRole('listitem').allTextContents(),
    );
    expect(cards.length).toBeGreaterThanOrEqual(2);
    expect(cards[0]).toContain(listing.data.units[0]!.name);
    expect(cards[1]).toContain(listing.data.units[1]!.name);
  });

  test("the listing of another city, named in the URL, shows that city's villas", async () => {
    const listing = await apiGet<Listing>('/projects/units?page=1&limit=1&city=Hosur');
    const heading = await withoutJavaScript('/units?city=Hosur', async (page) =>
      page.getByRole('heading', { level: 1 }).textContent(),
    );
    expect(heading).toContain('Hosur');
    const cards = await withoutJavaScript('/units?city=Hosur', (page) =>
      page.getByRole('list', { name: 'Villas' }).getByRole('listitem').allTextContents(),
    );
    expect(cards[0]).toContain(listing.data.units[0]!.name);
  });

  test("a villa's page and a project's page show their names", async () => {
    const listing = await apiGet<Listing>('/projects/units?page=1&limit=1&city=Bengaluru');
    const unit = listing.data.units[0]!;
    const project = listing.data.projects[0]!;
    expect(
      await withoutJavaScript(`/unit/${unit.slug}/`, (page) =>
        page.getByRole('heading', { level: 1 }).textContent(),
      ),
    ).toContain(unit.name);
    expect(
      await withoutJavaScript(`/project/${project.slug}/`, (page) =>
        page.getByRole('heading', { level: 1 }).textContent(),
      ),
    ).toContain(project.name);
  });

  test('the blog shows its posts, and a post its title', async () => {
    const posts = await apiGet<Posts>('/blog/posts/published?page=1&limit=9');
    const first = posts.data.posts[0]!;
    const index = await withoutJavaScript('/blog', (page) => page.locator('main').textContent());
    for (const post of posts.data.posts.slice(0, 3)) expect(index).toContain(post.title);
    expect(
      await withoutJavaScript(`/blog/${first.slug}`, (page) =>
        page.getByRole('heading', { level: 1 }).textContent(),
      ),
    ).toContain(first.title);
  });

  test('the home page shows its heading, the header and the footer', async () => {
    const [heading, navigation, footer] = await withoutJavaScript('/', (page) =>
      Promise.all([
        page.getByRole('heading', { level: 1 }).count(),
        page.getByRole('navigation', { name: 'Main' }).count(),
        page.locator('footer').count(),
      ]),
    );
    expect([heading, navigation, footer]).toEqual([1, 1, 1]);
  });
});

// React's production errors for a hydration mismatch (418 to 425) and its text in development.
const HYDRATION_ERROR = /Minified React error #4(1[89]|2[0-5])|hydrat/i;

describe('hydration', () => {
  for (const width of [390, 1280]) {
    test(`every route of the spec takes over the server's HTML without a mismatch at ${width} px`, async () => {
      // Three routes at a time: each load mostly waits for the network to be idle, and a mismatch
      // does not depend on the wall clock.
      const inTurn = limiter(3);
      await Promise.all(
        SPEC_ROUTES.map((pattern) =>
          inTurn(async () => {
            const { context, page } = await newPage(browser, width);
            const errors: string[] = [];
            page.on('pageerror', (error) => errors.push(error.message));
            page.on('console', (message) => {
              if (message.type() === 'error') errors.push(message.text());
            });
            const response = await page.goto(`${inject('baseUrl')}${routes[pattern]}`);
            const served = (await response?.text()) ?? '';
            // The server rendered it: #root came with markup, and the data for hydration.
            expect(served, pattern).toMatch(/<div id="root"><[a-z]/);
            expect(served, pattern).toContain('data-first-screen');
            await page.waitForLoadState('networkidle');
            expect(
              errors.filter((error) => HYDRATION_ERROR.test(error)),
              pattern,
            ).toEqual([]);
            await context.close();
          }),
        ),
      );
    });
  }

  test("the footer's code waits for the buyer's first move, then draws the footer in the server's place", async () => {
    const { context, page } = await newPage(browser, 1280);
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(`${inject('baseUrl')}/about`);
    await waitForHydration(page);
    const footer = page.getByRole('contentinfo');
    const link = footer.getByRole('link', { name: 'List your villa' });
    // React marks each element it has taken over with its props.
    const hydrated = () =>
      link.evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactProps$')));
    expect(await hydrated()).toBe(false);
    expect(await footer.getByText('Agent registration numbers').isVisible()).toBe(true);

    await page.mouse.move(200, 200);
    await expect.poll(hydrated).toBe(true);
    expect(await page.locator('footer').count()).toBe(1);
    // Its links now move within the app, without loading a new page.
    await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
    await link.click();
    await page.waitForURL(/\/list-your-villa$/);
    expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
    expect(errors.filter((error) => HYDRATION_ERROR.test(error))).toEqual([]);
    await context.close();
  });

  test('a listing of a city named in the URL, or of an unknown one, hydrates without a mismatch', async () => {
    for (const path of ['/units?city=Hosur', '/units?city=Nowhere']) {
      const { context, page } = await newPage(browser, 390);
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      await page.goto(`${inject('baseUrl')}${path}`);
      await page.waitForLoadState('networkidle');
      expect(
        errors.filter((error) => HYDRATION_ERROR.test(error)),
        path,
      ).toEqual([]);
      await context.close();
    }
  });

  test('the hydrated listing responds: the Projects tab shows the projects', async () => {
    const listing = await apiGet<Listing>('/projects/units?page=1&limit=100&city=Bengaluru');
    const { context, page } = await newPage(browser, 390);
    await page.goto(`${inject('baseUrl')}/units`);
    await page.getByRole('tab', { name: /Projects/ }).click();
    await expect
      .poll(() => page.getByRole('main').textContent(), { timeout: 20_000 })
      .toContain(listing.data.projects[0]!.name);
    await context.close();
  });

  test('a stored login shows once the page has hydrated', async () => {
    const { context, page } = await newPage(browser, 1280);
    await page.goto(`${inject('baseUrl')}/about`);
    await page.evaluate(() => {
      localStorage.setItem('authToken', 'token-for-the-test');
      localStorage.setItem('authUser', JSON.stringify({ _id: 'u1', name: 'Asha', phone: '+919800000000' }));
    });
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.reload();
    await page.getByRole('link', { name: 'Profile' }).waitFor({ timeout: 20_000 });
    expect(errors.filter((error) => HYDRATION_ERROR.test(error))).toEqual([]);
    await context.close();
  });
});
