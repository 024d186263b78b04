// A team ships its remote on its own (docs/releases.md): `npm run release -- listings` builds the
// remote, checks it and points remotes.json at the new version while the server runs; the next page
// load shows it, rendered by the server and hydrated by the browser from the same version, and
// `npm run rollback -- listings` brings the previous one back. No restart, no shell build.
//
// The changed listings comes from a second checkout of the repository (the release command's
// --source), as a team's own checkout would be: a temporary folder that links every folder of this
// one except listings-mfe, which is copied with one heading changed. The repository's files are never
// edited, and the release runs against the test server's own copy of the build (--web-root).
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, inject, test } from 'vitest';
import { launchBrowser, newPage, waitForHydration } from '../support/browser.ts';
import { ROOT } from '../support/server.ts';

const VIEW = path.join('src', 'features', 'listing', 'components', 'listing-view.tsx');
const HEADING = '<Title>Villas in {city}</Title>';
const CHANGED_HEADING = '<Title>Freshly released villas in {city}</Title>';
/** React's production errors for a hydration mismatch (418 to 425), as server-rendering.test.ts reads them. */
const HYDRATION_ERROR = /Minified React error #4(1[89]|2[0-5])|hydrat/i;

let browser: Browser;
let checkout: string;
let webRoot: string;
let released: string | undefined;

/** A checkout of the repository whose listings-mfe is a copy with its heading changed. */
function checkoutWithChangedListings(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'villa-release-checkout-'));
  for (const name of readdirSync(ROOT)) {
    if (!['listings-mfe', '.git', '.web', '.data'].includes(name)) {
      symlinkSync(path.join(ROOT, name), path.join(dir, name));
    }
  }
  const listings = path.join(dir, 'listings-mfe');
  cpSync(path.join(ROOT, 'listings-mfe'), listings, {
    recursive: true,
    filter: (source) => !/[/\\]listings-mfe[/\\](dist|node_modules)$/.test(source),
  });
  symlinkSync(path.join(ROOT, 'listings-mfe', 'node_modules'), path.join(listings, 'node_modules'));
  const view = path.join(listings, VIEW);
  const source = readFileSync(view, 'utf8');
  if (!source.includes(HEADING)) throw new Error(`${VIEW} no longer has ${HEADING}: update this test`);
  writeFileSync(view, source.replace(HEADING, CHANGED_HEADING));
  return dir;
}

/** Runs a command of tooling/bin/release.mjs against the test server's web root; prints its output. */
function releaseCommand(...args: string[]) {
  const result = spawnSync('node', ['tooling/bin/release.mjs', ...args, '--web-root', webRoot], {
    cwd: ROOT,
    encoding: 'utf8',
  });
  const printed = `${result.stdout}${result.stderr}`.replace(/\x1b\[\d+m/g, ''); // eslint-disable-line no-control-regex
  console.log(`$ ${args.join(' ')}\n${printed}`);
  expect(result.status, printed).toBe(0);
  return printed;
}

/** The listing's heading as the server rendered it, and as the hydrated page shows it. */
async function listingHeadings() {
  const html = await (await fetch(`${inject('baseUrl')}/units`, { headers: { accept: 'text/html' } })).text();
  const serverHeading = /<h1[^>]*>(.*?)<\/h1>/.exec(html)?.[1]?.replace(/<!-- -->/g, '');
  const { context, page } = await newPage(browser);
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  const scripts: string[] = [];
  page.on('request', (request) => scripts.push(new URL(request.url()).pathname));
  try {
    await page.goto(`${inject('baseUrl')}/units`);
    const heading = page.getByRole('heading', { level: 1 });
    await heading.waitFor({ timeout: 30_000 });
    await waitForHydration(page);
    return {
      serverHeading,
      pageHeading: await heading.textContent(),
      remoteEntry: scripts.find((pathname) => pathname.endsWith('/remoteEntry.js')),
      hydrationErrors: problems.filter((text) => HYDRATION_ERROR.test(text)),
    };
  } finally {
    await context.close();
  }
}

beforeAll(async () => {
  browser = await launchBrowser();
  webRoot = inject('webRoot');
  checkout = checkoutWithChangedListings();
});

afterAll(async () => {
  await browser?.close();
  if (checkout) rmSync(checkout, { recursive: true, force: true });
  // The other test files share this web root: leave it as the full build made it.
  if (released) rmSync(path.join(webRoot, 'listings', released), { recursive: true, force: true });
  rmSync(path.join(webRoot, 'listings', '.release-history.json'), { force: true });
});

test('a release of listings shows on the next page load, and a rollback brings the previous one back', async () => {
  const before = await listingHeadings();
  expect(before.serverHeading).toMatch(/^Villas in /);
  expect(before.pageHeading).toMatch(/^Villas in /);
  expect(before.remoteEntry).toBe('/mfe/listings/remoteEntry.js');

  const printedRelease = releaseCommand(
    'release',
    'listings',
    '--source',
    path.join(checkout, 'listings-mfe'),
  );
  released = /Released listings (\S+) \(was: build\)/.exec(printedRelease)?.[1];
  expect(released, printedRelease).toMatch(/^\d{8}T\d{6}Z-[0-9a-f]{12}$/);
  expect(printedRelease).toContain('Checks passed:');

  // The same server, on the next load: the new version's server rendering and browser code agree.
  const after = await listingHeadings();
  expect(after.serverHeading).toMatch(/^Freshly released villas in /);
  expect(after.pageHeading).toMatch(/^Freshly released villas in /);
  expect(after.remoteEntry).toBe(`/mfe/listings/${released}/remoteEntry.js`);
  expect(after.hydrationErrors).toEqual([]);

  const printedRollback = releaseCommand('rollback', 'listings');
  expect(printedRollback).toContain(`Rolled back listings: ${released} -> build`);
  const back = await listingHeadings();
  expect(back.serverHeading).toMatch(/^Villas in /);
  expect(back.pageHeading).toMatch(/^Villas in /);
  expect(back.remoteEntry).toBe('/mfe/listings/remoteEntry.js');
  expect(back.hydrationErrors).toEqual([]);
}, 120_000);
