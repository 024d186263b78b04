// Issue 24, part 4, in a real browser against the production server: a unit or project taken down
// answers 410 with a page that says so and where to look instead (in the server's HTML, and when the
// browser meets it on navigating), and a changed slug answers 301 to the current page. The catalogue
// is changed in the database before the server starts, as the studio will change it.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { migrate } from '../../api/src/db/migrate.ts';
import { openPglite } from '../../api/src/db/pglite.ts';
import { seedIfEmpty } from '../../api/src/db/seed.ts';
import { launchBrowser, newPage, waitForHydration } from '../support/browser.ts';
import { ROOT, startServer, type RunningServer } from '../support/server.ts';

interface Listing {
  slug: string;
  name: string;
  project_slug: string;
  project_name: string;
}

/** What the test changed: a unit withdrawn, a unit renamed (old and new slug), a project archived. */
interface Changed {
  withdrawn: Listing;
  renamed: { old: string; current: string };
  archivedProject: string;
}

let dataDir: string;
let server: RunningServer;
let browser: Browser;
let changed: Changed;

async function prepareCatalogue(dir: string): Promise<Changed> {
  const db = await openPglite(dir);
  try {
    await migrate(db, path.join(ROOT, 'api', 'migrations'));
    await seedIfEmpty(db);
    const [withdrawn, renamed] = await db.query<Listing>(
      `SELECT u.slug, u.name, p.slug AS project_slug, p.name AS project_name
       FROM units u JOIN projects p ON p.id = u.project_id JOIN cities c ON c.id = u.city_id
       WHERE c.name = 'Bengaluru' ORDER BY u.price DESC LIMIT 2`,
    );
    if (!withdrawn || !renamed) throw new Error('the seed has fewer than two units in Bengaluru');
    await db.query("UPDATE units SET status = 'withdrawn' WHERE slug = $1", [withdrawn.slug]);
    const current = `${renamed.slug}-east-facing`;
    await db.query('UPDATE units SET slug = $2 WHERE slug = $1', [renamed.slug, current]);
    const [project] = await db.query<{ slug: string }>(
      `SELECT p.slug FROM projects p JOIN cities c ON c.id = p.city_id
       WHERE c.name = 'Mysore' ORDER BY p.slug LIMIT 1`,
    );
    await db.query("UPDATE projects SET status = 'archived' WHERE slug = $1", [project!.slug]);
    return { withdrawn, renamed: { old: renamed.slug, current }, archivedProject: project!.slug };
  } finally {
    await db.close();
  }
}

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'villa-retired-'));
  changed = await prepareCatalogue(dataDir);
  server = await startServer({ DATA_DIR: dataDir });
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('a unit taken down', () => {
  test('answers 410 with a page, rendered by the server, that names its project and its city', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    try {
      const page = await context.newPage();
      const response = await page.goto(`${server.baseUrl}/unit/${changed.withdrawn.slug}/`);
      expect(response?.status()).toBe(410);
      await expect(page.title()).resolves.toBe('This villa is no longer listed | VillaNest');
      expect(await page.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex, follow');
      await expect(page.getByText('It has been sold or taken down by the seller.').count()).resolves.toBe(1);
      const project = page.getByRole('link', { name: `See ${changed.withdrawn.project_name}` });
      expect(await project.getAttribute('href')).toBe(`/project/${changed.withdrawn.project_slug}/`);
      const city = page.getByRole('link', { name: 'Villas in Bengaluru' });
      expect(await city.getAttribute('href')).toBe('/units?city=Bengaluru');
      const head = await fetch(`${server.baseUrl}/unit/${changed.withdrawn.slug}/`, {
        method: 'HEAD',
        headers: { accept: 'text/html' },
      });
      expect(head.status).toBe(410);
    } finally {
      await context.close();
    }
  });

  test('hydrates that page, and its links lead on', async () => {
    const { context, page } = await newPage(browser);
    try {
      await page.goto(`${server.baseUrl}/unit/${changed.withdrawn.slug}/`);
      await waitForHydration(page);
      await page.getByRole('link', { name: `See ${changed.withdrawn.project_name}` }).click();
      await page.waitForURL(`**/project/${changed.withdrawn.project_slug}/`);
      await page.getByRole('heading', { level: 1, name: changed.withdrawn.project_name }).waitFor();
    } finally {
      await context.close();
    }
  });

  test('shows the same page when the browser meets it on navigating', async () => {
    const { context, page } = await newPage(browser);
    try {
      await page.goto(`${server.baseUrl}/about`);
      await waitForHydration(page);
      // To the unit within the app, as the router goes: no request for a page, the API's 410 only.
      await page.evaluate((href) => {
        window.history.pushState({}, '', href);
        window.dispatchEvent(new PopStateEvent('popstate'));
      }, `/unit/${changed.withdrawn.slug}/`);
      await page.getByText('This villa is no longer listed').first().waitFor();
      await page.waitForFunction(() => document.title === 'This villa is no longer listed | VillaNest');
      await page.getByRole('link', { name: 'Villas in Bengaluru' }).waitFor();
    } finally {
      await context.close();
    }
  });
});

describe('a project taken down', () => {
  test('answers 410 and offers its city', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    try {
      const page = await context.newPage();
      const response = await page.goto(`${server.baseUrl}/project/${changed.archivedProject}/`);
      expect(response?.status()).toBe(410);
      await expect(page.title()).resolves.toBe('This project is no longer listed | VillaNest');
      expect(await page.getByRole('link', { name: 'Villas in Mysore' }).getAttribute('href')).toBe(
        '/units?city=Mysore',
      );
    } finally {
      await context.close();
    }
  });
});

describe('a changed slug', () => {
  test('answers 301 to the current page, keeping the query, which then opens', async () => {
    const old = `${server.baseUrl}/unit/${changed.renamed.old}/?utm_source=whatsapp`;
    const moved = await fetch(old, { redirect: 'manual', headers: { accept: 'text/html' } });
    expect(moved.status).toBe(301);
    expect(moved.headers.get('location')).toBe(`/unit/${changed.renamed.current}/?utm_source=whatsapp`);
    const { context, page } = await newPage(browser);
    try {
      const response = await page.goto(old);
      expect(response?.status()).toBe(200);
      expect(new URL(page.url()).pathname).toBe(`/unit/${changed.renamed.current}/`);
      expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toMatch(
        new RegExp(`/unit/${changed.renamed.current}/$`),
      );
    } finally {
      await context.close();
    }
  });
});
