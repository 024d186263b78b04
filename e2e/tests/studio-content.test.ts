// Issue 26: the editors' pages over the production build. The post editor keeps the studio's budget
// with its rich-text editor out of the first load (it loads when "Edit the body" is clicked), what is
// written there is saved and read back; the people page's change reaches the buyers' read at once.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, inject, test } from 'vitest';
import { BLOCKING_IMPACTS, describeViolations, runAxe } from '../support/axe.ts';
import { launchBrowser } from '../support/browser.ts';
import { kb, measureRoute } from '../support/first-load.ts';
import { addStaffWithCli, newStaffPhone, staffSession } from '../support/studio.ts';

const STUDIO_FIRST_LOAD_BYTES = 300 * 1024;
const STAFF_SESSION_KEY = 'villaStudioSession';

const server = () => ({
  baseUrl: inject('baseUrl'),
  dataDir: inject('dataDir'),
  smsOutbox: inject('smsOutbox'),
});

let browser: Browser;
let token = '';
let signedIn = '';
beforeAll(async () => {
  browser = await launchBrowser();
  const phone = newStaffPhone();
  await addStaffWithCli(server(), phone, 'Neha Joshi', 'editor');
  const session = (await staffSession(server(), phone)) as { token: string };
  token = session.token;
  signedIn = `sessionStorage.setItem(${JSON.stringify(STAFF_SESSION_KEY)}, ${JSON.stringify(JSON.stringify(session))});`;
}, 120_000);
afterAll(() => browser?.close());

async function studio<T>(path: string, init: RequestInit = {}): Promise<T> {
  const response = await fetch(`${inject('baseUrl')}/api/v1${path}`, {
    ...init,
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
  });
  if (!response.ok) throw new Error(`${path} answered ${response.status}: ${await response.text()}`);
  return ((await response.json()) as { data: T }).data;
}

async function draftPost(): Promise<string> {
  const options = await studio<{ authors: { _id: string }[] }>('/studio/blog/options');
  const post = await studio<{ _id: string }>('/studio/posts', {
    method: 'POST',
    body: JSON.stringify({
      title: 'Monsoon care for a villa',
      excerpt: 'What to check before the rains.',
      content: '<h2>Before the rains</h2><p>Check the roof.</p>',
      author_id: options.authors[0]!._id,
      featured_image: 'https://images.example/monsoon.jpg',
      status: 'draft',
    }),
  });
  return post._id;
}

async function openPage(): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await context.addInitScript(signedIn);
  return context.newPage();
}

test(
  'the post editor keeps the budget without the rich-text editor, which loads on the click',
  { timeout: 180_000 },
  async () => {
    const id = await draftPost();
    const cost = await measureRoute(
      browser,
      { baseUrl: inject('baseUrl'), webRoot: inject('webRoot') },
      `/studio/posts/${id}`,
      1280,
      async (page) => {
        await page.getByRole('button', { name: 'Edit the body' }).waitFor({ timeout: 20_000 });
        const violations = (await runAxe(page)).filter((v) => BLOCKING_IMPACTS.includes(v.impact ?? ''));
        expect(
          violations.map((v) => v.id),
          describeViolations(violations),
        ).toEqual([]);
      },
      signedIn,
      { phone: false },
    );
    console.info(`/studio/posts/{id} first load: ${kb(cost.gzip)} gzip, ${cost.scripts.length} scripts`);
    expect(cost.gzip, `${kb(cost.gzip)} of JavaScript on the post editor`).toBeLessThanOrEqual(
      STUDIO_FIRST_LOAD_BYTES,
    );

    const page = await openPage();
    try {
      const firstLoad = new Set<string>();
      const onClick: string[] = [];
      let opened = false;
      page.on('response', (response) => {
        if (response.request().resourceType() !== 'script') return;
        if (opened) onClick.push(response.url());
        else firstLoad.add(response.url());
      });
      await page.goto(`${inject('baseUrl')}/studio/posts/${id}`, { waitUntil: 'networkidle' });
      const edit = page.getByRole('button', { name: 'Edit the body' });
      await edit.waitFor({ timeout: 20_000 });
      opened = true;
      await edit.click();
      const body = page.getByRole('textbox', { name: 'Body' });
      await body.waitFor({ timeout: 20_000 });
      expect(
        onClick.filter((url) => !firstLoad.has(url)).length,
        'scripts fetched by the click',
      ).toBeGreaterThan(0);

      await body.click();
      await page.keyboard.press('End');
      await page.getByRole('button', { name: 'Bold' }).click();
      await page.keyboard.type(' And the drains.');
      await page.getByRole('button', { name: 'Save the post' }).click();
      await page.getByText('“Monsoon care for a villa” is saved: draft.').waitFor({ timeout: 20_000 });
      const saved = await studio<{ content: string }>(`/studio/posts/${id}`);
      expect(saved.content).toContain('<strong>');
      expect(saved.content).toContain('And the drains.');
    } finally {
      await page.context().close();
    }
  },
);

test(
  'a sales-team member added on the people page is on the buyers\u2019 team list at once',
  { timeout: 120_000 },
  async () => {
    const page = await openPage();
    try {
      await page.goto(`${inject('baseUrl')}/studio/people`, { waitUntil: 'networkidle' });
      const form = page.getByRole('form', { name: 'Add a person to the sales team' });
      await form.waitFor({ timeout: 20_000 });
      await form.getByLabel('Name').pressSequentially('Farah Khan');
      await form.getByLabel('Designation').pressSequentially('Villa advisor');
      await form.getByLabel('Location').pressSequentially('Goa');
      await form.getByLabel('Experience').pressSequentially('6');
      await form.getByLabel('Email').pressSequentially('farah@villanest.example');
      await form.getByLabel('Phone').pressSequentially('+919845012399');
      await form.getByRole('button', { name: 'Add to the sales team' }).click();
      await page.getByText('Farah Khan is on the sales team.').waitFor({ timeout: 20_000 });
      const team = (await (await fetch(`${inject('baseUrl')}/api/v1/team`)).json()) as {
        data: { name: string }[];
      };
      expect(team.data.map((member) => member.name)).toContain('Farah Khan');
      const violations = (await runAxe(page)).filter((v) => BLOCKING_IMPACTS.includes(v.impact ?? ''));
      expect(
        violations.map((v) => v.id),
        describeViolations(violations),
      ).toEqual([]);
    } finally {
      await page.context().close();
    }
  },
);
