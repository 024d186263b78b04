import { readFileSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, inject, test } from 'vitest';
import { apiGet } from '../support/api.ts';
import { launchBrowser, newPage } from '../support/browser.ts';
import { freePort } from '../support/server.ts';

let browser: Browser;
let cdn: Server;
let cdnOrigin: string;
let remotesFile: string;
let original: string;

const TYPES: Record<string, string> = {
  '.js': 'text/javascript',
  '.json': 'application/json',
  '.html': 'text/html',
};

beforeAll(async () => {
  browser = await launchBrowser();
  // A second origin serving the listings remote's build, as a CDN would.
  const root = path.join(inject('webRoot'), 'listings');
  const port = await freePort();
  cdnOrigin = `http://127.0.0.1:${port}`;
  cdn = createServer((request, response) => {
    const file = path.join(
      root,
      path.normalize(decodeURIComponent(new URL(request.url ?? '/', cdnOrigin).pathname)),
    );
    try {
      const body = readFileSync(file);
      response.writeHead(200, {
        'Content-Type': TYPES[path.extname(file)] ?? 'application/octet-stream',
        'Access-Control-Allow-Origin': '*',
      });
      response.end(body);
    } catch {
      response.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => cdn.listen(port, '127.0.0.1', resolve));
  remotesFile = path.join(inject('webRoot'), 'shell', 'remotes.json');
  original = readFileSync(remotesFile, 'utf8');
});

afterAll(async () => {
  writeFileSync(remotesFile, original);
  await new Promise((resolve) => cdn?.close(resolve));
  await browser?.close();
});

test('a remote served from a second origin works after editing only remotes.json', async () => {
  const remotes = JSON.parse(original) as Record<string, string>;
  writeFileSync(remotesFile, JSON.stringify({ ...remotes, listings: `${cdnOrigin}/mf-manifest.json` }));

  const unitName = (
    await apiGet<{ data: { units: { name: string }[] } }>('/projects/units?page=1&limit=1&city=Bengaluru')
  ).data.units[0]!.name;
  const { context, page } = await newPage(browser);
  const fromCdn: string[] = [];
  const fromOwnOrigin: string[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith(cdnOrigin)) fromCdn.push(request.url());
    if (request.url().includes('/mfe/listings/')) fromOwnOrigin.push(request.url());
  });
  await page.goto(`${inject('baseUrl')}/units`);
  await page.getByText(unitName).first().waitFor({ timeout: 30_000 });
  expect(fromCdn.some((url) => url.endsWith('/mf-manifest.json'))).toBe(true);
  expect(fromCdn.some((url) => url.endsWith('/remoteEntry.js'))).toBe(true);
  expect(fromOwnOrigin).toEqual([]);
  await context.close();
});
