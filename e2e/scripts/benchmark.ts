// Measures the production build the way a buyer meets it, and prints tables; nothing here passes or
// fails (the budgets are asserted in tests/budgets.test.ts):
// - first-load JavaScript (gzip | brotli as served) and layout shift of every route of the spec;
// - Lighthouse's mobile preset, three runs, median per main route;
// - the API's listing latency over loopback.
// `LIGHTHOUSE=0` skips Lighthouse; `RUNS=n` changes the number of Lighthouse runs.
import { launchBrowser } from '../support/browser.ts';
import { kb, measureRoute, throttleLikeAPhone } from '../support/first-load.ts';
import { runLighthouse, type LighthouseResult } from '../support/lighthouse.ts';
import { resolveRoutes, SPEC_ROUTES, type SpecRoute } from '../support/route-table.ts';
import { partnerPage, servePartnerPage } from '../support/partner-site.ts';
import { freePort, startServer } from '../support/server.ts';
import type { Browser } from 'playwright-core';

/** The main routes, Lighthouse's (issue 6): home, listing, both detail pages, blog index and post. */
const LIGHTHOUSE_ROUTES: readonly SpecRoute[] = SPEC_ROUTES.slice(0, 6);

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

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

/**
 * The partner embed on a phone (issue 11), throttled as the first-load measurements are (4G, CPU / 4):
 * from the tap on our button to the enquiry form on screen, tapped as soon as the button shows (its
 * code still arriving) and after the page has settled (fetched on first sight of the element).
 */
async function measureEmbed(browser: Browser, partnerUrl: string) {
  const times: Record<'soon' | 'settled', number> = { soon: 0, settled: 0 };
  for (const when of ['soon', 'settled'] as const) {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true });
    const page = await context.newPage();
    await throttleLikeAPhone(context, page);
    await page.goto(partnerUrl, { waitUntil: when === 'soon' ? 'domcontentloaded' : 'networkidle' });
    const button = page.locator('villa-enquiry').getByRole('button');
    await button.waitFor();
    const started = Date.now();
    await button.click();
    // The form runs in a frame on our origin (docs/decisions/partner-embed-frame.md).
    await page
      .frameLocator('villa-enquiry iframe')
      .getByRole('dialog')
      .getByLabel('Full Name')
      .waitFor({ timeout: 60_000 });
    times[when] = Date.now() - started;
    await context.close();
  }
  return times;
}

// No rate limits: the bench measures the server, not its limiter. A partner site for the embed.
const partnerPort = await freePort();
const server = await startServer({
  RATE_LIMITS: 'off-in-production',
  PARTNER_ORIGINS: `acme=http://127.0.0.1:${partnerPort}`,
});
try {
  const routes = await resolveRoutes(server.baseUrl);

  console.log('\nFirst load of every route (JavaScript until the network is idle; CLS at 390 | 1280 px):');
  console.log(
    `  ${'route'.padEnd(24)} ${'gzip'.padStart(9)} ${'brotli'.padStart(9)} scripts   CLS 390  CLS 1280`,
  );
  const browser = await launchBrowser();
  try {
    for (const pattern of SPEC_ROUTES) {
      const phone = await measureRoute(browser, server, routes[pattern], 390);
      const desktop = await measureRoute(browser, server, routes[pattern], 1280);
      console.log(
        `  ${pattern.padEnd(24)} ${kb(phone.gzip).padStart(9)} ${kb(phone.wire).padStart(9)} ${String(phone.scripts.length).padStart(7)}   ${phone.cls.toFixed(3).padStart(7)}  ${desktop.cls.toFixed(3).padStart(8)}`,
      );
    }
  } finally {
    await browser.close();
  }

  if (process.env.LIGHTHOUSE !== '0') {
    const runs = Number(process.env.RUNS ?? 3);
    console.log(`\nLighthouse 12, mobile preset, median of ${runs} runs:`);
    console.log(`  ${'route'.padEnd(18)} score     LCP      TBT    CLS  SEO`);
    for (const pattern of LIGHTHOUSE_ROUTES) {
      const results: LighthouseResult[] = [];
      for (let i = 0; i < runs; i += 1)
        results.push(await runLighthouse(`${server.baseUrl}${routes[pattern]}`));
      const score = median(results.map((r) => r.score));
      const lcp = median(results.map((r) => r.lcpMs)) / 1000;
      const tbt = median(results.map((r) => r.tbtMs));
      const cls = median(results.map((r) => r.cls));
      const seo = Math.min(...results.map((r) => r.seo));
      const seoFailures = [...new Set(results.flatMap((r) => r.seoFailures))];
      console.log(
        `  ${pattern.padEnd(18)} ${String(score).padStart(5)}  ${lcp.toFixed(1).padStart(4)} s  ${Math.round(tbt).toString().padStart(4)} ms  ${cls.toFixed(3)}  ${seo}${seoFailures.length ? ` (${seoFailures.join(', ')})` : ''}`,
      );
    }
  }

  const { data } = (await (await fetch(`${server.baseUrl}/api/v1/projects/units?limit=1`)).json()) as {
    data: { units: { slug: string }[] };
  };
  const partner = await servePartnerPage(
    partnerPage(`${server.baseUrl}/embed/enquiry.js`, data.units[0]!.slug),
    partnerPort,
  );
  // One process for the page and its cross-origin frame, so the phone's throttling reaches the frame.
  const embedBrowser = await launchBrowser([
    '--disable-site-isolation-trials',
    '--disable-features=site-per-process,IsolateOrigins',
  ]);
  try {
    const embed = await measureEmbed(embedBrowser, partner.url);
    console.log('\nPartner embed on a phone (4G, CPU / 4), tap to the enquiry form on screen:');
    console.log(`  tapped as soon as the button shows  ${embed.soon} ms`);
    console.log(`  tapped once the page has settled    ${embed.settled} ms`);
  } finally {
    await embedBrowser.close();
    partner.close();
  }

  const listing = await measureApi(server.baseUrl, '/api/v1/projects/units?page=1&limit=100&city=Bengaluru');
  const unit = await measureApi(server.baseUrl, '/api/v1/projects/units?page=1&limit=1&city=Hosur');
  console.log(`\nAPI over loopback, 200 sequential requests each:`);
  console.log(`  GET /projects/units limit=100  p50 ${listing.p50} ms  p95 ${listing.p95} ms`);
  console.log(`  GET /projects/units limit=1    p50 ${unit.p50} ms  p95 ${unit.p95} ms`);
} finally {
  await server.stop();
}
