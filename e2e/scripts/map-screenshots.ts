// Screenshots of the maps (issue 10) for docs/maps.md, at 390 and 1280 px: the listing's map with a
// route (Google faked as in the browser tests, support/fake-google-maps.ts), the phone's toggle, the
// Location section, and the same places without a key. Not a test: for a person to look at.
// Usage: [PNG=1] npx tsx scripts/map-screenshots.ts [outDir]   (default docs/screenshots/maps)
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { launchBrowser } from '../support/browser.ts';
import { fakeGoogleMaps } from '../support/fake-google-maps.ts';
import { startServer, type RunningServer } from '../support/server.ts';

const outDir = path.resolve(
  process.argv[2] ?? path.join(import.meta.dirname, '..', '..', 'docs', 'screenshots', 'maps'),
);
mkdirSync(outDir, { recursive: true });
// JPEG for the docs (a tenth of the size); PNG=1 for a lossless look.
const png = process.env.PNG === '1';
const shot = (page: Page, name: string) =>
  page.screenshot(
    png
      ? { path: path.join(outDir, `${name}.png`) }
      : { path: path.join(outDir, `${name}.jpg`), type: 'jpeg', quality: 70 },
  );

async function firstProject(server: RunningServer) {
  const response = await fetch(`${server.baseUrl}/api/v1/projects/units?limit=1&city=Bengaluru`);
  const listing = (await response.json()) as { data: { projects: { slug: string; name: string }[] } };
  return listing.data.projects[0]!;
}

async function scrollToLocation(page: Page) {
  for (let i = 0; i < 60 && (await page.locator('#transit').count()) === 0; i += 1) {
    await page.mouse.wheel(0, 800);
    await page.waitForTimeout(200);
  }
  await page.locator('#location, #transit').first().scrollIntoViewIfNeeded();
  await page.waitForTimeout(1500);
}

const keyed = await startServer({ GOOGLE_MAPS_API_KEY: 'screenshot-fake-key' });
const plain = await startServer();
const browser = await launchBrowser();
try {
  const project = await firstProject(keyed);
  for (const width of [390, 1280]) {
    const phone = width < 768;
    const newPage = async (fake: boolean) => {
      const context = await browser.newContext({
        viewport: { width, height: phone ? 844 : 900 },
        isMobile: phone,
      });
      const page = await context.newPage();
      if (fake) await fakeGoogleMaps(page);
      return page;
    };

    let page = await newPage(true);
    await page.goto(`${keyed.baseUrl}/units`);
    await page.waitForLoadState('networkidle');
    if (phone) await shot(page, `units-list-${width}`);
    await page.getByRole('button', { name: 'Map View' }).click();
    const box = page.getByRole('combobox', { name: 'Directions from' });
    await box.pressSequentially('Manyata', { delay: 30 });
    await page.getByRole('option', { name: 'Manyata Tech Park' }).click();
    await page.getByRole('button', { name: project.name, exact: true }).click();
    await page.locator('[data-fake-route]').waitFor({ state: 'attached' });
    await page.waitForTimeout(300);
    await shot(page, `units-map-route-${width}`);
    await page.context().close();

    page = await newPage(false);
    await page.goto(`${plain.baseUrl}/units`);
    await page.waitForLoadState('networkidle');
    await page.getByRole('button', { name: 'Map View' }).click();
    await page.getByRole('note').waitFor();
    await shot(page, `units-map-no-key-${width}`);
    await page.goto(`${plain.baseUrl}/project/${project.slug}/`);
    await page.waitForLoadState('networkidle');
    await scrollToLocation(page);
    await shot(page, `location-no-key-${width}`);
    await page.context().close();

    page = await newPage(true);
    await page.goto(`${keyed.baseUrl}/project/${project.slug}/`);
    await page.waitForLoadState('networkidle');
    await scrollToLocation(page);
    await shot(page, `location-with-key-${width}`);
    await page.context().close();
  }
  console.log(`Screenshots in ${outDir}`);
} finally {
  await browser.close();
  await keyed.stop();
  await plain.stop();
}
