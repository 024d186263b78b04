// A deploy replaces the build under the running server (tooling/bin/build.mjs). A browser that loaded the
// previous build must run the new one on its next visit (entry files are revalidated, never used from the
// cache unasked), and a page still running the previous build must keep finding its chunks (the build
// carries the previous build's hashed files over).
import { createHash } from 'node:crypto';
import { cpSync, existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, inject, test } from 'vitest';
import { CARRIED_OVER_LIST, carryOver, stagingRoots, swapIntoPlace } from '../../tooling/bin/web-root.mjs';
import { launchBrowser, newPage, waitForHydration } from '../support/browser.ts';

const LISTING_HEADING = /Villas \(\d+\)/;
const CHUNK = /^\/\d+\.[0-9a-f]{8}\.js$/;
const ENTRY_FILES = ['index.html', 'main.js', 'remoteEntry.js', 'mf-manifest.json'];

declare global {
  interface Window {
    /** Set by the next build's shell main.js. */
    __nextShellEntry?: boolean;
    /** The next build's changed chunks that ran, as "<app>/<chunk id>". */
    __nextBuildChunks?: string[];
  }
}

let browser: Browser;
let webRoot: string;
let backup: string;
/** A browser that loaded /units from the previous build, and its page, still open. */
let context: BrowserContext;
let openPage: Page;
/** The shell's chunks that only the About page needs, under their previous names. */
let aboutChunks: string[];
let nextBuild: { shellChunk: string; listingsChunk: string };

/** Writes a file with the .br and .gz copies the build puts beside it. */
function writeWithCopies(file: string, content: string, copies = true) {
  writeFileSync(file, content);
  if (!copies) return;
  writeFileSync(`${file}.br`, brotliCompressSync(content));
  writeFileSync(`${file}.gz`, gzipSync(content));
}

/** Points an app's entry files at a chunk's new name (webpack's runtime maps chunk ids to hashes). */
function renameInEntries(appDir: string, oldHash: string, newHash: string) {
  for (const name of ENTRY_FILES) {
    const file = path.join(appDir, name);
    if (!existsSync(file)) continue;
    const content = readFileSync(file, 'utf8');
    if (content.includes(oldHash)) {
      writeWithCopies(file, content.replaceAll(oldHash, newHash), existsSync(`${file}.br`));
    }
  }
}

/**
 * Gives a chunk of the next build new content (a line recording that it ran), hence a new content hash
 * in its name, as webpack would: the old name is gone from the next build, the entry files name the new one.
 */
function changeChunk(buildRoot: string, app: string, file: string): string {
  const [, id, oldHash] = /^(.+)\.([0-9a-f]{8})\.js$/.exec(file) ?? [];
  if (id === undefined || oldHash === undefined) throw new Error(`${file} is not a hashed chunk`);
  const appDir = path.join(buildRoot, app);
  const content = `${readFileSync(path.join(appDir, file), 'utf8')}\n;(self.__nextBuildChunks = self.__nextBuildChunks || []).push(${JSON.stringify(`${app}/${id}`)});\n`;
  const newHash = createHash('sha256').update(content).digest('hex').slice(0, 8);
  for (const copy of [file, `${file}.br`, `${file}.gz`]) rmSync(path.join(appDir, copy), { force: true });
  writeWithCopies(path.join(appDir, `${id}.${newHash}.js`), content);
  renameInEntries(appDir, oldHash, newHash);
  return `${id}.${newHash}.js`;
}

/**
 * Deploys "the next build" of the shell and the listings remote the way build.mjs does: assembled beside
 * the web root from the served build (without the files that build had carried over), with changed
 * chunks, then the previous build's hashed files carried over and the folders swapped.
 */
function deployNextBuild(changedShellChunks: string[]) {
  const { next } = stagingRoots(webRoot);
  const carriedBefore = existsSync(path.join(webRoot, CARRIED_OVER_LIST))
    ? new Set(
        (JSON.parse(readFileSync(path.join(webRoot, CARRIED_OVER_LIST), 'utf8')) as string[]).map((file) =>
          path.join(webRoot, file),
        ),
      )
    : new Set<string>();
  cpSync(webRoot, next, { recursive: true, filter: (source) => !carriedBefore.has(source) });

  const shellChunks = changedShellChunks.map((file) => changeChunk(next, 'shell', file));
  // A chunk of the UnitsPage module that no other exposed page loads, as its manifest lists them.
  const manifest = JSON.parse(readFileSync(path.join(next, 'listings', 'mf-manifest.json'), 'utf8')) as {
    exposes: { name: string; assets: { js: { sync: string[] } } }[];
  };
  const syncOf = (name: string) => manifest.exposes.find((e) => e.name === name)?.assets.js.sync ?? [];
  const others = new Set(
    manifest.exposes.filter((e) => e.name !== 'UnitsPage').flatMap((e) => e.assets.js.sync),
  );
  const unitsPage = syncOf('UnitsPage').find((file) => !others.has(file));
  if (unitsPage === undefined) throw new Error('the listings build has no chunk of its own for UnitsPage');
  const listingsChunk = changeChunk(next, 'listings', unitsPage);
  const shellMain = path.join(next, 'shell', 'main.js');
  writeWithCopies(shellMain, `${readFileSync(shellMain, 'utf8')}\n;self.__nextShellEntry = true;\n`);

  carryOver(webRoot, next);
  swapIntoPlace(next, webRoot);
  return { shellChunk: shellChunks[0]!, listingsChunk };
}

/** Client-side navigation, as a link click in the shell does. */
async function navigateInPage(page: Page, to: string) {
  await page.evaluate((pathname) => {
    window.history.pushState({}, '', pathname);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, to);
}

/** The shell's chunk files a page requests, as "/<id>.<hash>.js". */
function recordShellChunks(page: Page): string[] {
  const requested: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (CHUNK.test(pathname)) requested.push(pathname);
  });
  return requested;
}

beforeAll(async () => {
  browser = await launchBrowser();
  webRoot = inject('webRoot');
  backup = `${webRoot}.before-deploy-test`;
  cpSync(webRoot, backup, { recursive: true });

  // Which shell chunks the About page needs beyond /units: the page left open will ask for them later.
  const probe = await newPage(browser);
  const probed = recordShellChunks(probe.page);
  await probe.page.goto(`${inject('baseUrl')}/units`);
  await probe.page.getByText(LISTING_HEADING).first().waitFor({ timeout: 30_000 });
  await probe.page.waitForLoadState('networkidle');
  const forUnits = new Set(probed);
  await navigateInPage(probe.page, '/about');
  await probe.page.getByRole('heading', { name: 'About us' }).waitFor({ timeout: 30_000 });
  aboutChunks = probed.filter((file) => !forUnits.has(file)).map((file) => file.slice(1));
  await probe.context.close();
  expect(aboutChunks.length).toBeGreaterThan(0);

  // The browser that will hold the previous build: /units loaded, its entry files and chunks cached.
  ({ context, page: openPage } = await newPage(browser));
  const startup = recordShellChunks(openPage);
  await openPage.goto(`${inject('baseUrl')}/units`);
  await openPage.getByText(LISTING_HEADING).first().waitFor({ timeout: 30_000 });
  await openPage.waitForLoadState('networkidle');
  expect(await openPage.evaluate(() => window.__nextShellEntry)).toBeUndefined();

  // The next build changes one of the shell's startup chunks, the About page's chunks and the
  // listings page's chunk.
  const startupChunk = startup[0]?.slice(1);
  if (startupChunk === undefined) throw new Error('/units requested no shell chunk');
  nextBuild = deployNextBuild([startupChunk, ...aboutChunks]);
});

afterAll(async () => {
  await context?.close();
  await browser?.close();
  // The other test files share this web root: put the build they expect back.
  if (backup && existsSync(backup)) swapIntoPlace(backup, webRoot);
});

test('a page still running the previous build loads its next page from the carried-over chunks', async () => {
  // The old main.js asks for the About page's chunks by their previous names: the deploy kept them.
  const responses = Promise.all(
    aboutChunks.map((file) =>
      openPage.waitForResponse((response) => new URL(response.url()).pathname === `/${file}`),
    ),
  );
  await navigateInPage(openPage, '/about');
  for (const response of await responses) expect(response.status(), response.url()).toBe(200);
  await openPage.getByRole('heading', { name: 'About us' }).waitFor({ timeout: 30_000 });
  expect(await openPage.evaluate(() => window.__nextShellEntry)).toBeUndefined();
});

test('a rebuilt site still boots in a browser holding the previous entry files', async () => {
  const page = await context.newPage();
  const requested: string[] = [];
  page.on('request', (request) => requested.push(new URL(request.url()).pathname));
  await page.goto(`${inject('baseUrl')}/units`);
  await page.getByText(LISTING_HEADING).first().waitFor({ timeout: 30_000 });
  await waitForHydration(page);

  // The cached main.js was revalidated and the new one ran, with the new chunks it names: the shell's
  // and, through the new remoteEntry.js and manifest, the listings page's.
  expect(await page.evaluate(() => window.__nextShellEntry)).toBe(true);
  expect(requested).toContain(`/${nextBuild.shellChunk}`);
  expect(requested).toContain(`/mfe/listings/${nextBuild.listingsChunk}`);
  const ran = await page.evaluate(() => window.__nextBuildChunks ?? []);
  expect(ran).toContain(`shell/${nextBuild.shellChunk.split('.')[0]}`);
  expect(ran).toContain(`listings/${nextBuild.listingsChunk.split('.')[0]}`);
  await page.close();
});
