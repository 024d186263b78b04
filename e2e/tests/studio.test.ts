// Issue 26: the studio, over the production build. The first admin comes from `npm run staff`, signs
// in at /studio/login with the code from the SMS outbox and adds an editor; a buyer's login does not
// open the studio; and the staff page's first load keeps the studio's budget (300 KB gzip, axe clean).
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, inject, test } from 'vitest';
import { BLOCKING_IMPACTS, describeViolations, runAxe, type AxeViolation } from '../support/axe.ts';
import { launchBrowser, waitForHydration } from '../support/browser.ts';
import { kb, measureRoute } from '../support/first-load.ts';
import { limiter } from '../support/limiter.ts';
import {
  addStaffWithCli,
  buyerLogin,
  codeSentTo,
  codesSentTo,
  newStaffPhone,
  staffSession,
} from '../support/studio.ts';

/** DESIGN.md section 10: the studio is a staff tool for a laptop or a tablet. */
const STUDIO_FIRST_LOAD_BYTES = 300 * 1024;
/** Where the studio keeps its session (studio-mfe/src/lib/staff-session.ts). */
const STAFF_SESSION_KEY = 'villaStudioSession';

const server = () => ({
  baseUrl: inject('baseUrl'),
  dataDir: inject('dataDir'),
  smsOutbox: inject('smsOutbox'),
});

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

async function openPage(): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  return context.newPage();
}

test(
  'an admin made with npm run staff signs in with the outbox code and adds an editor',
  { timeout: 120_000 },
  async () => {
    const adminPhone = newStaffPhone();
    await addStaffWithCli(server(), adminPhone, 'Asha Rao', 'admin');
    const page = await openPage();
    try {
      await page.goto(`${inject('baseUrl')}/studio/login`);
      await page.getByRole('heading', { name: 'Sign in to the studio' }).waitFor({ timeout: 20_000 });
      await waitForHydration(page);
      const before = codesSentTo(inject('smsOutbox'), adminPhone);
      // Typed as a person types: the whole number set at once after hydration did not reach the form.
      await page.getByLabel('Phone number').pressSequentially(adminPhone);
      await page.getByRole('button', { name: 'Send code' }).click();
      const code = await codeSentTo(inject('smsOutbox'), adminPhone, before).catch(async (error: Error) => {
        const alerts = await page.getByRole('alert').allTextContents();
        throw new Error(`${error.message}; the page says: ${alerts.join(' | ') || 'nothing'}`);
      });
      await page.getByLabel('6-digit code').pressSequentially(code);
      await page.getByRole('button', { name: 'Sign in' }).click();

      await page.getByRole('heading', { name: 'Welcome, Asha Rao' }).waitFor({ timeout: 20_000 });
      expect(new URL(page.url()).pathname).toBe('/studio');
      await expect.poll(() => page.getByText('You are signed in as admin').count()).toBe(1);
      // The staff session is the tab's, under its own key; the buyer's login stays empty.
      const stored = await page.evaluate(
        (key) => ({
          staff: sessionStorage.getItem(key),
          buyer: localStorage.getItem('authToken'),
        }),
        STAFF_SESSION_KEY,
      );
      expect(stored.staff).toContain('Asha Rao');
      expect(stored.buyer).toBeNull();

      await page.getByRole('link', { name: 'Staff', exact: true }).first().click();
      await page.getByRole('heading', { name: 'Staff', exact: true }).waitFor();
      const editorPhone = newStaffPhone();
      const form = page.getByRole('form', { name: 'Add a person' });
      await form.getByLabel('Name').pressSequentially('Ravi Kumar');
      await form.getByLabel('Phone number').pressSequentially(editorPhone);
      await form.getByRole('radio', { name: 'Editor' }).check();
      await form.getByRole('button', { name: 'Add to the staff' }).click();

      await page.getByText('Ravi Kumar is on the staff as editor.').waitFor();
      const row = page.getByRole('row', { name: /Ravi Kumar/ });
      await row.waitFor();
      await expect.poll(() => row.getByText('Editor').count()).toBe(1);

      // The server has them: the API's staff list, read with the admin's session.
      const token = await page.evaluate(
        (key) => (JSON.parse(sessionStorage.getItem(key)!) as { token: string }).token,
        STAFF_SESSION_KEY,
      );
      const staff = (await (
        await fetch(`${inject('baseUrl')}/api/v1/studio/staff`, {
          headers: { Authorization: `Bearer ${token}` },
        })
      ).json()) as { data: { name: string; role: string; phone: { number: string } }[] };
      expect(staff.data.find((member) => member.phone.number === editorPhone)).toMatchObject({
        name: 'Ravi Kumar',
        role: 'editor',
      });
    } finally {
      await page.context().close();
    }
  },
);

test("a buyer's login does not open the studio: it lands on the sign-in", { timeout: 60_000 }, async () => {
  const login = await buyerLogin(server(), newStaffPhone());
  const page = await openPage();
  try {
    await page.addInitScript(
      ({ token, user }) => {
        localStorage.setItem('authToken', token);
        localStorage.setItem('authUser', JSON.stringify(user));
      },
      { token: login.token, user: login.user },
    );
    await page.goto(`${inject('baseUrl')}/studio/staff`);
    await page.getByRole('heading', { name: 'Sign in to the studio' }).waitFor({ timeout: 20_000 });
    expect(new URL(page.url()).pathname).toBe('/studio/login');
    // And the API refuses the buyer's token as a staff session.
    const me = await fetch(`${inject('baseUrl')}/api/v1/studio/auth/me`, {
      headers: { Authorization: `Bearer ${login.token}` },
    });
    expect(me.status).toBe(401);
  } finally {
    await page.context().close();
  }
});

/** Every studio page that needs no id, as an admin (who may open them all) first sees it. */
const STUDIO_PAGE_PATHS = [
  '/studio',
  '/studio/staff',
  '/studio/audit',
  '/studio/catalogue',
  '/studio/catalogue/import',
  '/studio/submissions/owners',
  '/studio/developers',
  '/studio/posts',
  '/studio/comments',
  '/studio/people',
  '/studio/leads',
  '/studio/calendar',
  '/studio/reports',
];

test(
  'every studio page keeps the studio budget: 300 KB gzip on first load, no serious axe violation',
  { timeout: 300_000 },
  async () => {
    const phone = newStaffPhone();
    await addStaffWithCli(server(), phone, 'Kiran Shah', 'admin');
    const session = await staffSession(server(), phone);
    const init = `sessionStorage.setItem(${JSON.stringify(STAFF_SESSION_KEY)}, ${JSON.stringify(JSON.stringify(session))});`;
    const rows: string[] = [];
    const problems: string[] = [];
    // Two pages at a time: each load is mostly its 2 s of quiet, and what is counted doesn't depend on
    // the wall clock. The rows keep the pages' order.
    const inTurn = limiter(2);
    const measured = await Promise.all(
      STUDIO_PAGE_PATHS.map((path) =>
        inTurn(async () => {
          let violations: AxeViolation[] = [];
          const cost = await measureRoute(
            browser,
            { baseUrl: inject('baseUrl'), webRoot: inject('webRoot') },
            path,
            1280,
            async (page) => {
              await page.getByRole('heading', { level: 1 }).first().waitFor({ timeout: 20_000 });
              violations = (await runAxe(page)).filter((violation) =>
                BLOCKING_IMPACTS.includes(violation.impact ?? ''),
              );
            },
            init,
            { phone: false },
          );
          return { path, cost, violations };
        }),
      ),
    );
    for (const { path, cost, violations } of measured) {
      rows.push(
        `${path.padEnd(28)} ${kb(cost.gzip).padStart(9)} ${String(cost.scripts.length).padStart(3)} scripts`,
      );
      if (!cost.scripts.some((script) => script.app === 'studio')) problems.push(`${path}: no studio script`);
      if (cost.gzip > STUDIO_FIRST_LOAD_BYTES) problems.push(`${path}: ${kb(cost.gzip)} gzip, over 300 KB`);
      if (violations.length > 0) problems.push(`${path}: ${describeViolations(violations)}`);
    }
    console.info(`The studio's first loads, 1280 px, signed in as an admin:\n${rows.join('\n')}`);
    expect(problems).toEqual([]);
  },
);
