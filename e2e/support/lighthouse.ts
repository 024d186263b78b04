// Lighthouse (mobile preset: simulated slow 4G, 4x CPU) against Debian's Chromium, started here
// with the flags these machines need (TOOLCHAIN.md) and a fresh profile per run.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS } from './browser.ts';
import { freePort, waitFor } from './server.ts';

export interface LighthouseResult {
  score: number;
  /** Lighthouse's SEO category, 0 to 100. */
  seo: number;
  /** The SEO audits that did not pass. */
  seoFailures: string[];
  lcpMs: number;
  tbtMs: number;
  cls: number;
}

async function withChromium<T>(run: (port: number) => Promise<T>): Promise<T> {
  const port = await freePort();
  const profile = mkdtempSync(path.join(tmpdir(), 'villa-lh-'));
  const chromium = spawn(
    process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    [
      '--headless=new',
      `--remote-debugging-port=${port}`,
      `--user-data-dir=${profile}`,
      ...CHROMIUM_ARGS,
      'about:blank',
    ],
    { stdio: 'ignore' },
  );
  try {
    await waitFor(`http://127.0.0.1:${port}/json/version`, 30_000);
    return await run(port);
  } finally {
    const exited = new Promise((resolve) => chromium.once('exit', resolve));
    chromium.kill('SIGKILL');
    await exited; // the profile folder is in use until Chromium has gone
    try {
      rmSync(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
    } catch {
      // A helper process of Chromium may still be writing to it; a leftover temp folder is harmless.
    }
  }
}

export function runLighthouse(url: string): Promise<LighthouseResult> {
  return withChromium(async (port) => {
    const result = await lighthouse(url, {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'seo'],
    });
    const lhr = result?.lhr;
    if (!lhr) throw new Error(`Lighthouse returned no result for ${url}`);
    const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
    // SEO audits that did not pass (a score of null is 'not applicable').
    const seoFailures = (lhr.categories.seo?.auditRefs ?? [])
      .filter(
        (ref) => ref.weight > 0 && lhr.audits[ref.id]?.score !== null && lhr.audits[ref.id]?.score !== 1,
      )
      .map((ref) => ref.id);
    return {
      score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
      seo: Math.round((lhr.categories.seo?.score ?? 0) * 100),
      seoFailures,
      lcpMs: audit('largest-contentful-paint'),
      tbtMs: audit('total-blocking-time'),
      cls: audit('cumulative-layout-shift'),
    };
  });
}
