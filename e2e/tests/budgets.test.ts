// DESIGN.md section 9 on every route of the spec's route table: the JavaScript a first visit
// downloads until the network is idle, and the layout shift, at 390 and 1280 px. Bytes and shifts
// are stable from run to run, so they are asserted; timings are not (npm run bench reports them).
// The same loaded page then goes through axe (issue 24): no serious or critical violation. And no
// buyer route asks for the studio's code (issue 26).
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { BLOCKING_IMPACTS, describeViolations, runAxe, type AxeViolation } from '../support/axe.ts';
import { launchBrowser } from '../support/browser.ts';
import { FIRST_LOAD_CEILING_KB, BUDGET, kb, measureRoute, type RouteCost } from '../support/first-load.ts';
import { resolveRoutes, SPEC_ROUTES, type SpecRoute } from '../support/route-table.ts';

let browser: Browser;
let routes: Record<SpecRoute, string>;
beforeAll(async () => {
  browser = await launchBrowser();
  routes = await resolveRoutes(inject('baseUrl'));
  // Each page rendered once before it is measured: a cold server's first render, under two
  // throttled loads at once, can outlast page.goto's time limit, and the budget is not about it.
  for (const route of Object.values(routes)) await fetch(`${inject('baseUrl')}${route}`);
});
afterAll(() => browser?.close());

const server = () => ({ baseUrl: inject('baseUrl'), webRoot: inject('webRoot') });

function describeShifts(cost: RouteCost): string {
  return cost.shifts.map((s) => `${s.value.toFixed(3)} ${s.sources.join(' ')}`).join('; ');
}

function describeScripts(cost: RouteCost): string {
  return cost.scripts
    .sort((a, b) => b.gzip - a.gzip)
    .slice(0, 8)
    .map((s) => `${new URL(s.url).pathname} ${kb(s.gzip)}`)
    .join(', ');
}

describe('every route keeps its first-load budget', () => {
  for (const pattern of SPEC_ROUTES) {
    test(pattern, { timeout: 150_000 }, async () => {
      const route = routes[pattern];
      const blocking = new Map<number, AxeViolation[]>();
      const audit = (width: number) => async (page: Page) => {
        const violations = await runAxe(page);
        blocking.set(
          width,
          violations.filter((violation) => BLOCKING_IMPACTS.includes(violation.impact ?? '')),
        );
      };
      // Side by side: each load spends most of its time waiting on the emulated 4G and the 2 s of
      // quiet, not on the two cores, and bytes and shifts don't depend on the wall clock.
      const [phone, desktop] = await Promise.all([
        measureRoute(browser, server(), route, 390, audit(390)),
        measureRoute(browser, server(), route, 1280, audit(1280)),
      ]);
      // Soft: a page over its bytes still reports its accessibility, and the other way round.
      expect
        .soft(
          [...blocking.keys()].sort((a, b) => a - b),
          `axe ran on ${route} at both widths`,
        )
        .toEqual([390, 1280]);
      for (const [width, violations] of blocking) {
        expect
          .soft(
            violations.map((violation) => violation.id),
            `${route} at ${width} px has serious or critical accessibility violations:\n${describeViolations(violations)}`,
          )
          .toEqual([]);
      }
      // The studio is for staff (issue 26): a buyer's page never asks for any of its files.
      for (const cost of [phone, desktop]) {
        expect
          .soft(
            cost.requests.filter((url) => new URL(url).pathname.startsWith('/mfe/studio/')),
            `${route} at ${cost.width} px asked for the studio's code`,
          )
          .toEqual([]);
      }
      const ceiling = FIRST_LOAD_CEILING_KB[pattern];
      // The figures, for the closing note and for whoever makes the next change.
      console.log(
        `${pattern}: ${phone.gzip} B at 390 px, ${desktop.gzip} B at 1280 px, ceiling ${ceiling * 1024} B`,
      );
      expect(ceiling * 1024, `${pattern}'s ceiling is within DESIGN.md's budget`).toBeLessThanOrEqual(
        BUDGET.firstLoadGzipBytes,
      );
      for (const cost of [phone, desktop]) {
        expect(
          cost.gzip,
          `${route} at ${cost.width} px: ${kb(cost.gzip)} of JavaScript (gzip) on first load, over its ${ceiling} KB: ${describeScripts(cost)}`,
        ).toBeLessThanOrEqual(ceiling * 1024);
      }
      expect(phone.cls, `${route} at 390 px shifts: ${describeShifts(phone)}`).toBeLessThanOrEqual(
        BUDGET.cls,
      );
      expect(desktop.cls, `${route} at 1280 px shifts: ${describeShifts(desktop)}`).toBeLessThanOrEqual(
        BUDGET.cls,
      );
    });
  }
});
