// Issue 29, alerts, over the production build and its job runner: a buyer on a phone asks, from the
// filter modal, to hear of new 4 BHK villas in Bengaluru, saves a villa and ticks price-drop alerts on
// the account page. The studio then publishes a new 4 BHK villa and lowers the saved one's price by ₹5 L.
// Within seconds (a run 5 s after an edit) one SMS arrives in the outbox with both; the wishlist card says
// how much less the villa is; the SMS's stop link stops the alerts without a login.
import { readFileSync, writeFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, inject, test } from 'vitest';
import { ALERT_STOP_PATH, ALERT_SEND_HOURS } from '../../api/src/contract/alerts.ts';
import { launchBrowser, waitForHydration } from '../support/browser.ts';
import { loggedInBuyer, storeLogin } from '../support/buyer-login.ts';
import { addStaffWithCli, newStaffPhone, staffSession } from '../support/studio.ts';

const server = () => ({
  baseUrl: inject('baseUrl'),
  dataDir: inject('dataDir'),
  smsOutbox: inject('smsOutbox'),
});

/** VILLA_SCREENSHOTS=<folder> keeps pictures of the pages on the way, for a person to look at. */
async function picture(page: Page, name: string) {
  const folder = process.env.VILLA_SCREENSHOTS;
  if (folder) await page.screenshot({ path: `${folder}/${name}.png`, fullPage: true });
}

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  writeFileSync(inject('clockFile'), '0');
  await browser?.close();
});

async function api<T>(token: string, method: string, path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${inject('baseUrl')}/api/v1${path}`, {
    method,
    headers: {
      Authorization: `Bearer ${token}`,
      ...(body !== undefined && { 'Content-Type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok)
    throw new Error(`${method} ${path} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as T;
}

/** A photo the editor uploads: a real JPEG of the repository. */
async function uploadPhoto(token: string): Promise<string> {
  const base = inject('baseUrl');
  const submission = await fetch(`${base}/api/v1/fileupload/submissions`, { method: 'POST' });
  const { data } = (await submission.json()) as { data: { id: string } };
  const form = new FormData();
  form.append('id', data.id);
  form.append('type', 'property_images');
  const jpeg = readFileSync(new URL('../../docs/screenshots/seo/unit-share-image.jpg', import.meta.url));
  form.append('files', new Blob([new Uint8Array(jpeg)], { type: 'image/jpeg' }), 'villa.jpg');
  const uploaded = await fetch(`${base}/api/v1/fileupload`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}` },
    body: form,
  });
  if (!uploaded.ok) throw new Error(`upload answered ${uploaded.status}: ${await uploaded.text()}`);
  return ((await uploaded.json()) as { data: { _id: string }[] }).data[0]!._id;
}

/** The server's clock moved so that its time of day, India time, is in the alerts' sending hours. */
function moveServerClockIntoSendingHours() {
  const ist = new Date(Date.now() + 330 * 60_000);
  const hour = ist.getUTCHours() + ist.getUTCMinutes() / 60;
  const target = ALERT_SEND_HOURS.from + 1.5;
  const inside = hour >= ALERT_SEND_HOURS.from && hour < ALERT_SEND_HOURS.until - 1;
  writeFileSync(
    inject('clockFile'),
    String(inside ? 0 : Math.round(((target - hour + 24) % 24) * 3_600_000)),
  );
}

function alertsSentTo(phone: string): string[] {
  return readFileSync(inject('smsOutbox'), 'utf8')
    .split('\n')
    .filter((line) => line.includes(phone) && line.includes('Stop alerts'))
    .map((line) => (JSON.parse(line) as { text: string }).text);
}

test(
  'a saved search and a saved villa hear of a studio edit in one SMS, and its link stops the alerts',
  { timeout: 240_000 },
  async () => {
    const login = await loggedInBuyer('Meera Iyer');
    const { phone } = login;
    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
    });
    await storeLogin(context, login);
    const page = await context.newPage();
    try {
      // The filter modal: 4 BHK, then "Alert me about new villas like these".
      await page.goto(`${inject('baseUrl')}/units?city=Bengaluru`);
      await waitForHydration(page);
      await page.getByRole('button', { name: 'Filters', exact: true }).click();
      const dialog = page.getByRole('dialog', { name: 'Filters' });
      await dialog.waitFor({ timeout: 30_000 });
      await dialog
        .getByRole('radiogroup', { name: 'BHK' })
        .getByRole('radio', { name: '4', exact: true })
        .click();
      await dialog.getByRole('button', { name: 'Alert me about new villas like these' }).click();
      await dialog
        .getByRole('status')
        .filter({ hasText: 'We will text you when a new villa matches' })
        .waitFor();
      await picture(page, 'alerts-filter-modal-390');
      const settings = await api<{ data: { searches: { city: string; filters: { bhk?: unknown } }[] } }>(
        login.token,
        'GET',
        '/auth/users/alerts',
      );
      expect(settings.data.searches).toMatchObject([{ city: 'Bengaluru', filters: { bhk: 4 } }]);

      // A villa saved at its price; price-drop alerts ticked on the account page, which lists the search.
      const listing = await api<{
        data: { units: { _id: string; slug: string; name: string; price: number }[] };
      }>(login.token, 'GET', '/projects/units?city=Bengaluru&limit=1');
      const saved = listing.data.units[0]!;
      await api(login.token, 'POST', `/auth/users/addunittowishlist/${saved._id}`);
      await page.goto(`${inject('baseUrl')}/profile/account`);
      const box = page.getByRole('checkbox', { name: "Text me when a saved villa's price falls" });
      await box.waitFor({ timeout: 30_000 });
      await waitForHydration(page);
      await box.check();
      await expect
        .poll(
          async () =>
            (await api<{ data: { price_drops: boolean } }>(login.token, 'GET', '/auth/users/alerts')).data
              .price_drops,
        )
        .toBe(true);
      await page.getByRole('list', { name: 'Searches that alert' }).waitFor();
      await picture(page, 'alerts-account-390');

      // The studio: a new 4 BHK villa in a published project, and ₹5 L off the saved one.
      const editorPhone = newStaffPhone();
      await addStaffWithCli(server(), editorPhone, 'Kavya Menon', 'editor');
      const editor = (await staffSession(server(), editorPhone)) as { token: string };
      const projects = await api<{ data: { projects: { _id: string; city: string }[] } }>(
        editor.token,
        'GET',
        '/studio/projects?status=published',
      );
      const project = projects.data.projects.find((each) => each.city === 'Bengaluru')!;
      const photo = await uploadPhoto(editor.token);
      const villa = await api<{ data: { _id: string; slug: string } }>(
        editor.token,
        'POST',
        `/studio/projects/${project._id}/units`,
        {
          name: `4 BHK Villa Alert ${Date.now()}`,
          price: 31_500_000,
          builtup_area: 3200,
          plot_area: 2400,
          unit_type: 'Duplex',
          room: 4,
          bathrooms: 5,
          parking: 2,
          facing: 'East',
          furnishing: 'Semi-Furnished',
          photos: [{ upload_id: photo, kind: 'exterior', alt: 'The villa from the lane' }],
        },
      );
      moveServerClockIntoSendingHours();
      await api(editor.token, 'POST', `/studio/units/${villa.data._id}/status`, { status: 'published' });
      await api(editor.token, 'PATCH', `/studio/units/${saved._id}`, { price: saved.price - 500_000 });

      // One SMS, from the run the edits ask for 5 s on (or else the next minute's).
      await expect.poll(() => alertsSentTo(phone).length, { timeout: 150_000, interval: 1_000 }).toBe(1);
      const [sms] = alertsSentTo(phone);
      // The links are the server's public address's (PUBLIC_URL); the browser opens their paths here.
      expect(sms).toMatch(new RegExp(`A new villa matches your search: \\S+/unit/${villa.data.slug}/ `));
      expect(sms).toMatch(new RegExp(`A villa you saved costs less: \\S+/unit/${saved.slug}/ `));
      const stopPath = new URL(/Stop alerts: (\S+)$/.exec(sms!)![1]!).pathname;
      expect(stopPath).toMatch(new RegExp(`^${ALERT_STOP_PATH}/[A-Za-z0-9_-]{24}$`));

      // The wishlist card says how much less it is.
      await page.goto(`${inject('baseUrl')}/profile/wishlist`);
      await page.getByText('₹5.00 L less since you saved it').waitFor({ timeout: 30_000 });
      await picture(page, 'alerts-wishlist-drop-390');

      // The stop link, opened in a fresh browser (no login): stopped; the button turns them back on.
      const stranger = await browser.newPage({ viewport: { width: 390, height: 844 } });
      await stranger.goto(`${inject('baseUrl')}${stopPath}`);
      await stranger.getByRole('heading', { name: 'You will get no more VillaNest alerts' }).waitFor();
      await picture(stranger, 'alerts-stopped-390');
      expect(
        (await api<{ data: { stopped: boolean } }>(login.token, 'GET', '/auth/users/alerts')).data.stopped,
      ).toBe(true);
      await stranger.getByRole('button', { name: 'Turn alerts back on' }).click();
      await stranger.getByRole('heading', { name: 'Your VillaNest alerts are on again' }).waitFor();
      await stranger.close();
    } finally {
      writeFileSync(inject('clockFile'), '0');
      await context.close();
    }
  },
);
