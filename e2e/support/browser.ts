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
 * responds after it, and what is typed into a field React has not taken over yet is lost.
 * A quiet network is not enough on a slow machine (the scripts can still be running), so it also
 * waits until React has taken over every form field on the page: React marks each element it
 * hydrates with its props (`__reactProps$…`).
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  const fieldsLeft = () =>
    page.evaluate(() =>
      [...document.querySelectorAll('input, textarea, select')]
        .filter((field) => !Object.keys(field).some((key) => key.startsWith('__reactProps$')))
        .map((field) => field.getAttribute('name') ?? field.getAttribute('aria-label') ?? field.id),
    );
  const deadline = Date.now() + 30_000;
  let left = await fieldsLeft();
  while (left.length > 0) {
    if (Date.now() > deadline)
      throw new Error(`React did not take over these fields in 30 s: ${left.join(', ')}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
    left = await fieldsLeft();
  }
}
