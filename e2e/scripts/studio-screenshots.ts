// Screenshots of the studio's sign-in and staff pages at 1280 px and 390 px (issue 26), for a person to
// look at (not a test). Usage: npx tsx scripts/studio-screenshots.ts [outDir]
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { launchBrowser } from '../support/browser.ts';
import { startServer } from '../support/server.ts';
import { addStaffWithCli, newStaffPhone, staffSession } from '../support/studio.ts';

const outDir = path.resolve(
  process.argv[2] ?? path.join(import.meta.dirname, '..', '..', 'docs', 'screenshots', 'studio'),
);
mkdirSync(outDir, { recursive: true });
const server = await startServer();
try {
  const phone = newStaffPhone();
  await addStaffWithCli(server, phone, 'Asha Rao', 'admin');
  await addStaffWithCli(server, newStaffPhone(), 'Ravi Kumar', 'editor');
  await addStaffWithCli(server, newStaffPhone(), 'Meera Iyer', 'sales');
  const session = await staffSession(server, phone);
  const browser = await launchBrowser();
  for (const width of [1280, 390]) {
    for (const [name, route, signedIn] of [
      ['login', '/studio/login', false],
      ['staff', '/studio/staff', true],
    ] as const) {
      const context = await browser.newContext({ viewport: { width, height: width < 600 ? 844 : 900 } });
      const page = await context.newPage();
      if (signedIn) {
        await page.addInitScript(
          (value) => sessionStorage.setItem('villaStudioSession', value),
          JSON.stringify(session),
        );
      }
      await page.goto(`${server.baseUrl}${route}`);
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(300);
      await page.screenshot({ path: path.join(outDir, `${name}-${width}.png`), fullPage: true });
      await context.close();
    }
  }
  await browser.close();
} finally {
  await server.stop();
}
