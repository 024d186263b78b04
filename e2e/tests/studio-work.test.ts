// Issue 26: the team's work in the studio, over the production build, as the buyer then sees it.
// An editor creates a project with three villas and photos and publishes it, and a logged-out buyer
// finds it; an owner's listing is approved into a draft villa and published; a post scheduled on a
// clock the test controls appears at its time; and the leads are refused to an editor and a buyer.
import { writeFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, inject, test } from 'vitest';
import { launchBrowser, newPage, waitForHydration } from '../support/browser.ts';
import { addStaffWithCli, buyerLogin, newStaffPhone, staffSession } from '../support/studio.ts';
import { drawImage } from '../support/test-images.ts';

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

/** A page of the studio signed in as a new person with `role`, as the sign-in page leaves the tab. */
async function studioPage(name: string, role: 'admin' | 'editor' | 'sales'): Promise<Page> {
  const phone = newStaffPhone();
  await addStaffWithCli(server(), phone, name, role);
  const session = await staffSession(server(), phone);
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await context.addInitScript(({ key, value }) => sessionStorage.setItem(key, value), {
    key: STAFF_SESSION_KEY,
    value: JSON.stringify(session),
  });
  return context.newPage();
}

test(
  "the leads are refused to an editor, with who they are for, and to a buyer's session",
  { timeout: 90_000 },
  async () => {
    const page = await studioPage('Ira Menon', 'editor');
    try {
      await page.goto(`${inject('baseUrl')}/studio/leads`);
      await page.getByRole('heading', { name: 'Leads' }).waitFor({ timeout: 20_000 });
      await waitForHydration(page);
      await page.getByText('This part of the studio is for an admin or sales.').waitFor({ timeout: 20_000 });
      await page.getByText('You are signed in as editor. Ask an admin if you need the leads.').waitFor();
      expect(await page.getByRole('table').count()).toBe(0);
    } finally {
      await page.context().close();
    }
    const buyer = await buyerLogin(server(), newStaffPhone());
    const refused = await fetch(`${inject('baseUrl')}/api/v1/studio/leads`, {
      headers: { Authorization: `Bearer ${buyer.token}` },
    });
    expect(refused.status).toBe(401);
    expect(((await refused.json()) as { message: string }).message).toMatch(/\S/);
  },
);

/** Picks `option` in a combobox of the forms kit: typed, then chosen from the list. */
async function choose(page: Page, label: string, option: string) {
  const box = page.getByRole('combobox', { name: label });
  await box.click();
  await box.fill(option);
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** Answers yes to a move's dialog ('Publish the project Sunrise Meadows?'). */
async function move(page: Page, action: string, name: string) {
  await page.getByRole('button', { name: `${action}: ${name}` }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: action, exact: true }).click();
  await dialog.waitFor({ state: 'detached', timeout: 20_000 });
}

async function addPhotos(page: Page, names: string[]) {
  const files = await Promise.all(
    names.map(async (name, index) => ({
      name,
      mimeType: 'image/jpeg',
      buffer: await drawImage(page, { type: 'image/jpeg', width: 1200 + index, height: 800, noise: false }),
    })),
  );
  await page.getByLabel('Add photos').setInputFiles(files);
  await page.getByRole('textbox', { name: `Photo ${names.length}: alt text` }).waitFor({ timeout: 30_000 });
  for (const [index, name] of names.entries())
    await page.getByRole('textbox', { name: `Photo ${index + 1}: alt text` }).fill(name);
  await page.getByRole('radio', { name: 'Cover' }).first().check();
}

const PROJECT = 'Sunrise Meadows Test Estate';
const VILLAS = [
  { name: 'Meadow Villa M1', price: '98500000' },
  { name: 'Meadow Villa M2', price: '97500000' },
  { name: 'Meadow Villa M3', price: '96500000' },
];

test(
  'an editor creates a project with three villas and photos and publishes it; a logged-out buyer finds it',
  { timeout: 300_000 },
  async () => {
    const page = await studioPage('Kavya Rao', 'editor');
    const slugs: string[] = [];
    try {
      await page.goto(`${inject('baseUrl')}/studio/catalogue`);
      await page.getByRole('link', { name: 'New project' }).click();
      await page.getByRole('form', { name: 'New project' }).waitFor({ timeout: 20_000 });
      await waitForHydration(page);
      await page.getByRole('textbox', { name: 'Name' }).fill(PROJECT);
      await page.getByRole('textbox', { name: 'Builder' }).fill('Meadow Homes');
      await choose(page, 'Property kind', 'Villa');
      await choose(page, 'City', 'Bengaluru');
      await choose(page, 'Location', 'Whitefield');
      await addPhotos(page, ['Front of the clubhouse', 'Pool deck']);
      await page.getByRole('button', { name: 'Create the project' }).click();
      await page.getByRole('heading', { name: PROJECT }).waitFor({ timeout: 20_000 });

      for (const villa of VILLAS) {
        await page.getByRole('link', { name: 'Add a villa' }).click();
        await page.getByRole('form', { name: 'New villa' }).waitFor({ timeout: 20_000 });
        await page.getByRole('textbox', { name: 'Name' }).fill(villa.name);
        await choose(page, 'Villa type', 'Duplex');
        await choose(page, 'Facing', 'East');
        await choose(page, 'Furnishing', 'Semi-Furnished');
        await page.getByRole('textbox', { name: 'Price' }).fill(villa.price);
        await page.getByRole('textbox', { name: 'Built-up area' }).fill('3800');
        await page.getByRole('textbox', { name: 'Plot area' }).fill('4000');
        await page.getByRole('textbox', { name: 'Bedrooms' }).fill('5');
        await page.getByRole('textbox', { name: 'Bathrooms' }).fill('5');
        await page.getByRole('textbox', { name: 'Car parking' }).fill('2');
        await addPhotos(page, [`${villa.name} from the street`]);
        await page.getByRole('button', { name: 'Create the villa' }).click();
        await page.getByRole('heading', { name: villa.name }).waitFor({ timeout: 20_000 });
        slugs.push(await page.getByRole('textbox', { name: 'Slug' }).inputValue());
        await page.getByRole('link', { name: PROJECT }).first().click();
        await page.getByRole('heading', { name: PROJECT }).waitFor({ timeout: 20_000 });
      }

      await move(page, 'Publish', PROJECT);
      for (const villa of VILLAS) await move(page, 'Publish', villa.name);
    } finally {
      await page.context().close();
    }

    // A buyer, logged out: the listing filtered to their price finds the three villas, and the detail opens.
    const buyer = await newPage(browser, 390);
    try {
      await buyer.page.goto(`${inject('baseUrl')}/units`);
      await waitForHydration(buyer.page);
      await buyer.page.getByRole('button', { name: 'Filters', exact: true }).click();
      const dialog = buyer.page.getByRole('dialog', { name: 'Filters' });
      await dialog.getByRole('spinbutton', { name: 'Min price' }).fill('9.6');
      await dialog.getByRole('spinbutton', { name: 'Max price' }).fill('9.9');
      await dialog.getByRole('button', { name: 'Apply' }).click();
      // Every card of the filtered list is one of the three: the catalogue has no other villa this dear.
      const cards = buyer.page.getByRole('tabpanel').getByRole('article');
      await expect.poll(() => cards.count(), { timeout: 30_000 }).toBe(3);
      await expect
        .poll(async () => (await cards.getByRole('heading').allTextContents()).sort())
        .toEqual(VILLAS.map((villa) => villa.name).sort());
      // The project's card leads to its page; the villa's page opens at the address the studio gave it.
      await buyer.page.getByRole('tab', { name: /^Projects/ }).click();
      const projects = buyer.page.getByRole('tabpanel').getByRole('article');
      await expect.poll(() => projects.count(), { timeout: 30_000 }).toBe(1);
      await projects.first().getByRole('link').click();
      await buyer.page.waitForURL(/\/project\//);
      await buyer.page.getByRole('heading', { level: 1, name: PROJECT }).waitFor({ timeout: 30_000 });
      await buyer.page.goto(`${inject('baseUrl')}/unit/${slugs[0]}/`);
      await buyer.page.getByRole('heading', { level: 1, name: VILLAS[0]!.name }).waitFor({ timeout: 30_000 });
    } finally {
      await buyer.context.close();
    }
  },
);

/** The server's clock moved by `ms` from now on (CLOCK_OFFSET_FILE); 0 puts it back. */
const moveServerClock = (ms: number) => writeFileSync(inject('clockFile'), String(ms));

test(
  'a post scheduled for tomorrow is not on the blog until the server’s clock reaches it',
  { timeout: 180_000 },
  async () => {
    const page = await studioPage('Tara Shetty', 'editor');
    const DAY = 24 * 60 * 60 * 1000;
    const title = `Villa checklist for the monsoon ${Date.now()}`;
    try {
      await page.goto(`${inject('baseUrl')}/studio/posts`);
      await page.getByRole('link', { name: 'Write a post' }).click();
      const form = page.getByRole('form', { name: 'New post' });
      await form.waitFor({ timeout: 20_000 });
      await waitForHydration(page);
      await form.getByRole('textbox', { name: 'Title' }).fill(title);
      await form.getByRole('textbox', { name: 'Excerpt' }).fill('What to check on a villa before the rains.');
      await form
        .getByRole('textbox', { name: "Or the image's address" })
        .fill('https://images.example/monsoon.jpg');
      await choose(page, 'Author', await firstAuthor(page));
      await page.getByRole('button', { name: 'Write the body' }).click();
      const body = page.getByRole('textbox', { name: 'Body' });
      await body.waitFor({ timeout: 20_000 });
      await body.click();
      await page.keyboard.type('Clear the drains and check the roof before June.');
      await form.getByRole('radio', { name: 'Scheduled' }).check();
      // Tomorrow at this time, in India time, as the field takes it.
      const tomorrowIst = new Date(Date.now() + DAY + 5.5 * 60 * 60 * 1000).toISOString().slice(0, 16);
      await form.getByLabel('Appears at (India time)').fill(tomorrowIst);
      await page.getByRole('button', { name: 'Create the post' }).click();
      // Saved, the page is the post's own: it says when the post appears.
      await page.getByText(/^Scheduled for \d{4}-\d{2}-\d{2} \d{2}:\d{2} IST/).waitFor({ timeout: 20_000 });
    } finally {
      await page.context().close();
    }

    // A new browser for each look: the server's clock jumps a day here, and a browser's HTTP cache from
    // before the jump still holds the blog's answers (their max-age runs to the post's time by the old
    // clock), which the hydrated page would show over the server's fresh HTML.
    const blogLinks = async () => {
      const visit = await newPage(browser, 390);
      await visit.page.goto(`${inject('baseUrl')}/blog`);
      await visit.page.getByRole('heading', { level: 1 }).first().waitFor({ timeout: 20_000 });
      await waitForHydration(visit.page);
      return visit;
    };
    const onBlog = async () => {
      const visit = await blogLinks();
      try {
        return await visit.page.getByRole('link', { name: title }).count();
      } finally {
        await visit.context.close();
      }
    };
    try {
      expect(await onBlog()).toBe(0);
      moveServerClock(DAY + 60_000);
      // Cached answers last until the next scheduled post at most; a rendered page some seconds more.
      await expect.poll(onBlog, { timeout: 40_000, interval: 2_000 }).toBeGreaterThan(0);
      const blog = await blogLinks();
      try {
        const href = await blog.page.getByRole('link', { name: title }).first().getAttribute('href');
        await blog.page.goto(`${inject('baseUrl')}${href}`);
        await blog.page.getByRole('heading', { level: 1, name: title }).waitFor({ timeout: 20_000 });
      } finally {
        await blog.context.close();
      }
    } finally {
      moveServerClock(0);
    }
  },
);

/** The first author the studio offers (GET /studio/blog/options), with the page's staff session. */
async function firstAuthor(page: Page): Promise<string> {
  const token = await page.evaluate(
    (key) => (JSON.parse(sessionStorage.getItem(key)!) as { token: string }).token,
    STAFF_SESSION_KEY,
  );
  const response = await fetch(`${inject('baseUrl')}/api/v1/studio/blog/options`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  if (!response.ok) throw new Error(`GET /studio/blog/options answered ${response.status}`);
  return ((await response.json()) as { data: { authors: { name: string }[] } }).data.authors[0]!.name;
}

/** An owner's listing as /list-your-villa sends it: a photo uploaded, then the form (POST /client/individuals). */
async function ownerListing(page: Page, name: string, villaNumber: string) {
  const api = `${inject('baseUrl')}/api/v1`;
  const json = async <T>(response: Response): Promise<T> => {
    if (!response.ok)
      throw new Error(`${response.url} answered ${response.status}: ${await response.text()}`);
    return ((await response.json()) as { data: T }).data;
  };
  const [city] = await json<{ _id: string; name: string }[]>(await fetch(`${api}/locations/cities`));
  const [location] = await json<{ _id: string; name: string }[]>(
    await fetch(`${api}/locations/city/${city!._id}`),
  );
  const { id } = await json<{ id: string }>(await fetch(`${api}/fileupload/submissions`, { method: 'POST' }));
  const form = new FormData();
  form.set('id', id);
  form.set('type', 'property_images');
  const photo = await drawImage(page, { type: 'image/jpeg', width: 1200, height: 800, noise: false });
  form.append('files', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), 'front.jpg');
  const [uploaded] = await json<{ _id: string }[]>(
    await fetch(`${api}/fileupload`, { method: 'POST', body: form }),
  );
  const availableFrom = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(
    new Date(Date.now() + 30 * 24 * 60 * 60 * 1000),
  );
  await json(
    await fetch(`${api}/client/individuals`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        name,
        email: 'owner@example.in',
        phone_number: `9${String(Date.now()).slice(-9)}`,
        villa_type: 'Duplex',
        villa_number: villaNumber,
        bedroom: '4',
        bathrooms: '4',
        balconies: '2',
        builtup_area: 3200,
        villa_price: 42_500_000,
        main_door_facing: 'North-East',
        furnishing: 'Semi-Furnished',
        property_stage: 'Ready To Move',
        property_age_in_years: 3,
        car_parking: '2',
        available_from: availableFrom,
        city: city!._id,
        location: location!.name,
        location_id: location!._id,
        property_images: [uploaded!._id],
      }),
    }),
  );
}

test(
  "an owner's listing is approved into a draft villa, which the editor publishes",
  { timeout: 180_000 },
  async () => {
    const page = await studioPage('Nikhil Das', 'editor');
    const owner = 'Suresh Owner';
    let villa = '';
    let slug = '';
    try {
      await page.goto(`${inject('baseUrl')}/studio`);
      await ownerListing(page, owner, 'Q-42');
      await page.goto(`${inject('baseUrl')}/studio/submissions/owners`);
      await waitForHydration(page);
      await page
        .getByRole('button', { name: `Review the listing of ${owner}: Duplex Q-42 · 4 bedrooms` })
        .click();
      const review = page.getByRole('region', { name: /^Duplex Q-42 · 4 bedrooms/ });
      await review.waitFor({ timeout: 20_000 });
      const project = review.getByRole('combobox', { name: /^Project in / });
      await project.click();
      await page.getByRole('option').first().click();
      await review.getByRole('button', { name: 'Approve into a draft villa' }).click();
      await page.getByText(/^Approved: the draft villa/).waitFor({ timeout: 20_000 });
      await page.getByRole('link', { name: 'Complete and publish it' }).click();
      const heading = page.getByRole('heading', { level: 1 });
      await page.getByRole('textbox', { name: 'Slug' }).waitFor({ timeout: 20_000 });
      villa = (await heading.textContent())!.trim();
      slug = await page.getByRole('textbox', { name: 'Slug' }).inputValue();
      await move(page, 'Publish', villa);
    } finally {
      await page.context().close();
    }
    // A logged-out buyer opens the villa the owner listed, with the owner's photo.
    const buyer = await newPage(browser, 390);
    try {
      await buyer.page.goto(`${inject('baseUrl')}/unit/${slug}/`);
      await buyer.page.getByRole('heading', { level: 1, name: villa }).waitFor({ timeout: 30_000 });
      await expect
        .poll(() => buyer.page.locator('img[src*="/api/v1/uploads/"]').count(), { timeout: 20_000 })
        .toBeGreaterThan(0);
    } finally {
      await buyer.context.close();
    }
  },
);
