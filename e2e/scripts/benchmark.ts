// Measures the production build the way a buyer meets it: first-load JavaScript of /units (gzip, per
// app), page timings under a mid-range-phone profile (4x CPU slowdown, fast 3G-ish network), and the
// API's listing latency. Prints a table; nothing here passes or fails.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { CDPSession } from 'playwright-core';
import { launchBrowser } from '../support/browser.ts';
import { startServer } from '../support/server.ts';

interface Transfer {
  url: string;
  bytes: number;
}

/** The gzip size of a served script, from the build on disk (what a gzip-only client downloads). */
function gzipBytes(webRoot: string, url: string): number {
  const { pathname } = new URL(url);
  const file = pathname.startsWith('/mfe/')
    ? path.join(webRoot, pathname.slice('/mfe/'.length))
    : path.join(webRoot, 'shell', pathname);
  return gzipSync(readFileSync(file), { level: 9 }).length;
}

function appOf(url: string): string {
  const remote = /\/mfe\/(\w+)\//.exec(url)?.[1];
  return remote ?? 'shell';
}

async function throttle(cdp: CDPSession) {
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
}

async function measurePage(baseUrl: string, path: string, readyText: RegExp) {
  const browser = await launchBrowser();
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await throttle(cdp);
  const scripts: Transfer[] = [];
  const urls = new Map<string, string>();
  cdp.on('Network.responseReceived', (event) => {
    if (event.type === 'Script') urls.set(event.requestId, event.response.url);
  });
  cdp.on('Network.loadingFinished', (event) => {
    const url = urls.get(event.requestId);
    if (url) scripts.push({ url, bytes: event.encodedDataLength });
  });
  const started = Date.now();
  await page.goto(`${baseUrl}${path}`, { waitUntil: 'commit' });
  await page.getByText(readyText).first().waitFor({ timeout: 120_000 });
  const contentMs = Date.now() - started;
  const paint = await page.evaluate(() => {
    const fcp = performance.getEntriesByName('first-contentful-paint')[0];
    return fcp ? Math.round(fcp.startTime) : null;
  });
  await page.waitForLoadState('networkidle');
  await browser.close();
  return { scripts, contentMs, fcp: paint };
}

async function measureApi(baseUrl: string, path: string, runs = 200) {
  const times: number[] = [];
  for (let i = 0; i < runs; i += 1) {
    const started = performance.now();
    const response = await fetch(`${baseUrl}${path}`);
    await response.arrayBuffer();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))]!.toFixed(1);
  return { p50: at(0.5), p95: at(0.95) };
}

const server = await startServer();
try {
  const units = await measurePage(server.baseUrl, '/units', /Villas \(\d+\)/);
  const perApp = new Map<string, { wire: number; gzip: number }>();
  for (const script of units.scripts) {
    const app = perApp.get(appOf(script.url)) ?? { wire: 0, gzip: 0 };
    app.wire += script.bytes;
    app.gzip += gzipBytes(server.webRoot, script.url);
    perApp.set(appOf(script.url), app);
  }
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`.padStart(9);
  const sum = (key: 'wire' | 'gzip') => [...perApp.values()].reduce((total, app) => total + app[key], 0);
  console.log('\nFirst-load JavaScript of /units, until the network is idle (gzip -9 | brotli as served):');
  for (const [app, bytes] of [...perApp].sort((a, b) => b[1].gzip - a[1].gzip)) {
    console.log(`  ${app.padEnd(10)} ${kb(bytes.gzip)} | ${kb(bytes.wire)}`);
  }
  console.log(
    `  ${'total'.padEnd(10)} ${kb(sum('gzip'))} | ${kb(sum('wire'))} in ${units.scripts.length} scripts`,
  );
  // Timings vary run to run on a shared 2-core machine: report the median of five loads.
  const runs = [units];
  for (let i = 0; i < 4; i += 1) runs.push(await measurePage(server.baseUrl, '/units', /Villas \(\d+\)/));
  const median = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
  console.log(
    `\n/units on a throttled phone profile, median of ${runs.length} loads: first contentful paint ${median(runs.map((r) => r.fcp ?? 0))} ms, cards visible after ${median(runs.map((r) => r.contentMs))} ms`,
  );
  const listing = await measureApi(server.baseUrl, '/api/v1/projects/units?page=1&limit=100&city=Bengaluru');
  const unit = await measureApi(server.baseUrl, '/api/v1/projects/units?page=1&limit=1&city=Hosur');
  console.log(`\nAPI over loopback, 200 sequential requests each:`);
  console.log(`  GET /projects/units limit=100  p50 ${listing.p50} ms  p95 ${listing.p95} ms`);
  console.log(`  GET /projects/units limit=1    p50 ${unit.p50} ms  p95 ${unit.p95} ms`);
} finally {
  await server.stop();
}
