// Prints the first-load JavaScript (gzip | brotli) and layout shift of every route at 390 and 1280 px,
// over the production build in .web/. `ROUTES=/units,/blog` limits it to some routes.
import { launchBrowser } from '../support/browser.ts';
import { BUDGET, kb, measureRoute } from '../support/first-load.ts';
import { specRoutes } from '../support/route-table.ts';
import { startServer } from '../support/server.ts';

const server = await startServer();
const browser = await launchBrowser();
try {
  const routes = process.env.ROUTES?.split(',') ?? (await specRoutes(server.baseUrl));
  console.log(`route                             gzip       brotli    scripts  CLS 390  CLS 1280`);
  for (const route of routes) {
    const phone = await measureRoute(browser, server, route, 390);
    const desktop = await measureRoute(browser, server, route, 1280);
    const perApp = new Map<string, number>();
    for (const s of phone.scripts) perApp.set(s.app, (perApp.get(s.app) ?? 0) + s.gzip);
    const over = phone.gzip > BUDGET.firstLoadGzipBytes ? ' OVER' : '';
    console.log(
      `${route.slice(0, 32).padEnd(32)} ${kb(phone.gzip).padStart(9)} ${kb(phone.wire).padStart(9)} ${String(phone.scripts.length).padStart(6)}   ${phone.cls.toFixed(3)}    ${desktop.cls.toFixed(3)}${over}`,
    );
    if (process.env.VERBOSE) {
      if (process.env.VERBOSE === '2')
        for (const s of phone.scripts) console.log('     ', s.url.replace(server.baseUrl, ''), kb(s.gzip));
      console.log('   ', [...perApp].map(([app, bytes]) => `${app} ${kb(bytes)}`).join(', '));
      for (const shift of [...phone.shifts, ...desktop.shifts])
        console.log('    shift', shift.value.toFixed(3), shift.sources.join(' '));
    }
  }
} finally {
  await browser.close();
  await server.stop();
}
