import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

// Flags that make Debian's Chromium start headless on these machines (TOOLCHAIN.md).
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];

export function launchBrowser(extraArgs: readonly string[] = []): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: [...CHROMIUM_ARGS, ...extraArgs],
  });
}

export async function newPage(
  browser: Browser,
  width = 1280,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  const page = await context.newPage();
  return { context, page };
}

/**
 * Waits until the page's scripts have loaded and hydrated the server's HTML (docs/server-rendering.md):
 * the first screen is on display before that, but a button or a client-side navigation only
 * responds after it. Hydration runs as soon as the scripts arrive, so a quiet network means it is done.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
}
