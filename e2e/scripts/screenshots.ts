// Screenshots of every page at 390 px and 1280 px wide, for a person to look at (not a test).
// Usage: npx tsx scripts/screenshots.ts [outDir]
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { launchBrowser } from '../support/browser.ts';
import { startServer } from '../support/server.ts';

const outDir = path.resolve(process.argv[2] ?? path.join(import.meta.dirname, '..', '..', '.screenshots'));
mkdirSync(outDir, { recursive: true });
const server = await startServer();
try {
  const api = async <T>(p: string) => (await (await fetch(`${server.baseUrl}/api/v1${p}`)).json()) as T;
  const listing = await api<{ data: { units: { slug: string }[]; projects: { slug: string }[] } }>(
    '/projects/units?limit=1',
  );
  const posts = await api<{ data: { posts: { slug: string; tags: { slug: string }[] }[] } }>(
    '/blog/posts/published?limit=3',
  );
  const pages: Record<string, string> = {
    home: '/',
    units: '/units',
    'units-hosur': '/units?city=Hosur',
    unit: `/unit/${listing.data.units[0]!.slug}/`,
    project: `/project/${listing.data.projects[0]!.slug}/`,
    'unit-missing': '/unit/no-such-villa/',
    blog: '/blog',
    post: `/blog/${posts.data.posts[0]!.slug}`,
    tag: `/blog/tag/${posts.data.posts[0]!.tags[0]?.slug ?? 'x'}`,
    topics: '/blog/topics',
    expert: '/connect-with-expert',
    developers: '/for-developers',
    'list-your-villa': '/list-your-villa',
    account: '/profile/account',
    wishlist: '/profile/wishlist',
  };
  const browser = await launchBrowser();
  for (const width of [390, 1280]) {
    const context = await browser.newContext({ viewport: { width, height: width < 600 ? 844 : 900 } });
    const page = await context.newPage();
    for (const [name, url] of Object.entries(pages)) {
      await page.goto(`${server.baseUrl}${url}`);
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(300);
      await page.screenshot({ path: path.join(outDir, `${name}-${width}.png`), fullPage: false });
    }
    // The listings remote unreachable: the slot's Retry message.
    await page.route('**/mfe/listings/**', (route) => route.abort());
    await page.goto(`${server.baseUrl}/units`);
    await page.waitForSelector('[data-remote-unavailable]');
    await page.screenshot({ path: path.join(outDir, `units-remote-down-${width}.png`) });
    await page.unroute('**/mfe/listings/**');
    // The enquiry modal, opened from a unit card.
    await page.goto(`${server.baseUrl}/units`);
    await page.waitForLoadState('networkidle');
    await page
      .locator('main')
      .getByRole('heading', { level: 3 })
      .first()
      .click()
      .catch(() => undefined);
    await page.waitForTimeout(1500);
    await page.screenshot({ path: path.join(outDir, `enquiry-${width}.png`) });
    await context.close();
  }
  await browser.close();
  console.log(`Screenshots in ${outDir}`);
} finally {
  await server.stop();
}
