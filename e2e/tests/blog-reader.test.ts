// Issue 13: the blog's reader side on the production build. Search finds a word that only one
// post's body has (and a 2-character search does not run); a like adds one, a second click takes it
// back, and a reload keeps the state; a comment shows in the list, a script tag in it as text; the
// sidebar lists follow the popular and recent calls; the author page lists the author's posts; the
// topics page lists the categories (root, active, with posts) and the active tags.
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { launchBrowser, newPage, waitForHydration } from '../support/browser.ts';
import { startServer, type RunningServer } from '../support/server.ts';

interface Post {
  _id: string;
  slug: string;
  title: string;
  content?: string;
  author: { _id: string; name: string; slug: string };
}
interface Posts {
  data: { posts: Post[] };
}

let browser: Browser;
let server: RunningServer;

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function api<T>(path: string): Promise<T> {
  const response = await fetch(`${server.baseUrl}/api/v1${path}`);
  expect(response.status, path).toBe(200);
  return (await response.json()) as T;
}

const titles = (posts: Post[]) => posts.map((post) => post.title);

/** The like button's state as a reader sees it: pressed or not, and the count its label says. */
async function likeState(page: Page) {
  const button = page.getByRole('button', { name: /^Like this post/ });
  // The heart is under the post: its code loads as it comes near the viewport.
  await button.scrollIntoViewIfNeeded();
  const label = (await button.getAttribute('aria-label')) ?? '';
  return { pressed: await button.getAttribute('aria-pressed'), count: Number(/(\d+) like/.exec(label)?.[1]) };
}

test('a search for a word in one post’s body finds it; a 2-character search does not run', async () => {
  const [found] = (await api<Posts>('/blog/posts/search?search=hibiscus')).data.posts;
  expect(found).toBeDefined();
  const { context, page } = await newPage(browser, 390);
  const searches: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/v1/blog/posts/search')) searches.push(request.url());
  });
  await page.goto(`${server.baseUrl}/blog`);
  await waitForHydration(page);
  const box = page.getByRole('searchbox', { name: 'Search the blog' });
  await box.fill('hi');
  await page.getByText('Type at least 3 characters to search').waitFor();
  await page.waitForTimeout(1000);
  expect(searches).toEqual([]);

  await box.fill('hibiscus');
  await page.getByRole('heading', { name: 'Results for “hibiscus”' }).waitFor();
  await page.getByRole('link', { name: found!.title }).first().waitFor();
  expect(new URL(page.url()).searchParams.get('search')).toBe('hibiscus');
  expect(searches.length).toBeGreaterThan(0);

  // The search is in the URL: opened afresh, it shows the same results.
  await page.goto(`${server.baseUrl}/blog?search=hibiscus`);
  await page.getByRole('link', { name: found!.title }).first().waitFor();
  await context.close();
}, 120_000);

test('a like adds one, a second click takes it back, and a reload keeps the state', async () => {
  const [post] = (await api<Posts>('/blog/posts/published?page=1&limit=1')).data.posts;
  const { context, page } = await newPage(browser, 1280);
  await page.goto(`${server.baseUrl}/blog/${post!.slug}`);
  await waitForHydration(page);
  const button = page.getByRole('button', { name: /^Like this post/ });
  await expect.poll(async () => (await likeState(page)).pressed).toBe('false');
  const before = (await likeState(page)).count;

  const liked = page.waitForResponse(
    (response) =>
      response.url().endsWith(`/blog/posts/${post!._id}/like`) && response.request().method() === 'POST',
  );
  await button.click();
  await expect.poll(() => likeState(page)).toEqual({ pressed: 'true', count: before + 1 });
  expect((await liked).status()).toBe(200);
  await page.reload();
  await waitForHydration(page);
  await expect.poll(() => likeState(page)).toEqual({ pressed: 'true', count: before + 1 });

  await page.getByRole('button', { name: /^Like this post/ }).click();
  await expect.poll(() => likeState(page)).toEqual({ pressed: 'false', count: before });
  await page.reload();
  await waitForHydration(page);
  await expect.poll(() => likeState(page)).toEqual({ pressed: 'false', count: before });
  await context.close();
}, 120_000);

test('a comment posted appears in the list, and a script tag in it shows as text', async () => {
  const [post] = (await api<Posts>('/blog/posts/published?page=1&limit=2')).data.posts.slice(1);
  const { context, page } = await newPage(browser, 390);
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await page.goto(`${server.baseUrl}/blog/${post!.slug}`);
  await waitForHydration(page);
  // The comments load as they come near the viewport.
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  // The form (react-hook-form with it) loads when the reader asks for it.
  await page.getByRole('button', { name: 'Write a comment' }).click();
  const form = page.getByRole('form', { name: 'Leave a comment' });
  await form.waitFor();
  const text = '<script>alert("hi")</script> Is the clubhouse ready?';
  await form.getByRole('textbox', { name: 'Name', exact: true }).fill('Kiran Rao');
  await form.getByRole('textbox', { name: 'Email', exact: true }).fill('kiran.rao@example.in');
  await form.getByRole('textbox', { name: 'Comment', exact: true }).fill(text);
  await form.getByRole('button', { name: 'Post comment' }).click();

  const list = page.getByRole('list', { name: 'Comments' });
  await list.getByText(text, { exact: false }).waitFor();
  expect(await list.locator('script').count()).toBe(0);
  await page.reload();
  await waitForHydration(page);
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await page.getByRole('list', { name: 'Comments' }).getByText(text, { exact: false }).waitFor();
  expect(dialogs).toEqual([]);
  await context.close();
}, 120_000);

test('the sidebar lists follow the popular and recent calls', async () => {
  const popular = (await api<Posts>('/blog/posts/popular?limit=5')).data.posts;
  const recent = (await api<Posts>('/blog/posts/recent?limit=5')).data.posts;
  const { context, page } = await newPage(browser, 1280);
  await page.goto(`${server.baseUrl}/blog`);
  await waitForHydration(page);
  const sidebar = page.getByRole('complementary');
  const panel = sidebar.getByRole('tabpanel');
  await expect
    .poll(async () => (await panel.getByRole('listitem').allTextContents()).length)
    .toBe(popular.length);
  const shown = await panel.getByRole('listitem').allTextContents();
  titles(popular).forEach((title, index) => expect(shown[index]).toContain(title));

  await sidebar.getByRole('tab', { name: 'Recent Posts' }).click();
  await expect
    .poll(async () => (await sidebar.getByRole('tabpanel').getByRole('listitem').allTextContents())[0] ?? '')
    .toContain(recent[0]!.title);
  const shownRecent = await sidebar.getByRole('tabpanel').getByRole('listitem').allTextContents();
  titles(recent).forEach((title, index) => expect(shownRecent[index]).toContain(title));
  await context.close();
}, 120_000);

test('each post shows its author, whose page lists their posts', async () => {
  const [post] = (await api<Posts>('/blog/posts/published?page=1&limit=1')).data.posts;
  const authored = (await api<Posts>(`/blog/posts/author/${post!.author.slug}?page=1&limit=9`)).data.posts;
  const { context, page } = await newPage(browser, 390);
  await page.goto(`${server.baseUrl}/blog/${post!.slug}`);
  await waitForHydration(page);
  await page.getByRole('link', { name: post!.author.name }).click();
  await page.waitForURL(`**/blog/author/${post!.author.slug}`);
  await page.getByRole('heading', { level: 1, name: post!.author.name }).waitFor();
  for (const title of titles(authored)) await page.getByRole('link', { name: title }).first().waitFor();
  await context.close();
}, 120_000);

/** Scrolls down as a reader would until `target` shows: the sidebar's lower blocks load as they come near. */
async function scrollUntilVisible(page: Page, target: Locator) {
  for (let scrolled = 0; !(await target.isVisible()) && scrolled < 20_000; scrolled += 600) {
    await page.mouse.wheel(0, 600);
    await page.waitForTimeout(100);
  }
  await target.scrollIntoViewIfNeeded();
}

interface Term {
  _id: string;
  slug: string;
  name: string;
  parent_id?: string | null;
}

test('the topics page lists the root categories with their subcategories, and every tag; links open pages at their top', async () => {
  const roots = (await api<{ data: Term[] }>('/blog/categories/root')).data;
  const active = (await api<{ data: Term[] }>('/blog/categories/active')).data;
  const tags = (await api<{ data: Term[] }>('/blog/tags/active')).data;
  const child = active.find((category) => roots.some((root) => root._id === category.parent_id))!;
  const parent = roots.find((root) => root._id === child.parent_id)!;
  expect(child).toBeDefined();

  const { context, page } = await newPage(browser, 390);
  await page.goto(`${server.baseUrl}/blog`);
  await waitForHydration(page);
  // The sidebar is below the posts on a phone: the reader scrolls down to it.
  const allTopics = page.getByRole('link', { name: 'All topics' });
  await scrollUntilVisible(page, allTopics);
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
  await allTopics.click();
  await page.waitForURL('**/blog/topics');
  await page.getByRole('heading', { level: 1, name: 'Topics' }).waitFor();
  expect(await page.evaluate(() => window.scrollY)).toBe(0);

  const cards = page
    .getByRole('main')
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { level: 3 }) });
  // The heading comes with the page; the cards once its four calls have answered.
  await cards.nth(roots.length - 1).waitFor();
  expect(await cards.getByRole('heading', { level: 3 }).allTextContents()).toEqual(
    roots.map((root) => root.name),
  );
  const parentCard = cards.filter({ has: page.getByRole('link', { name: parent.name, exact: true }) });
  await parentCard
    .getByRole('list', { name: `Also in ${parent.name}` })
    .getByRole('link', { name: child.name })
    .waitFor();
  expect(await page.getByRole('list', { name: 'All tags' }).getByRole('link').allTextContents()).toEqual(
    tags.map((tag) => tag.name),
  );

  await parentCard.getByRole('link', { name: child.name }).click();
  await page.waitForURL(`**/blog/category/${child.slug}`);
  await page.getByRole('heading', { level: 1, name: child.name }).waitFor();
  await context.close();
}, 120_000);

test('‘All tags’ opens the topics page at its tags', async () => {
  const { context, page } = await newPage(browser, 390);
  await page.goto(`${server.baseUrl}/blog`);
  await waitForHydration(page);
  const allTags = page.getByRole('link', { name: 'All tags' });
  await scrollUntilVisible(page, allTags);
  await allTags.click();
  await page.waitForURL('**/blog/topics#tags');
  const heading = page.getByRole('heading', { level: 2, name: 'Tags' });
  await heading.waitFor();
  await expect
    .poll(() => heading.evaluate((element) => element.getBoundingClientRect().top))
    .toBeLessThan(200);
  // Clear of the sticky header (56 px on a phone), not under it.
  expect(await heading.evaluate((element) => element.getBoundingClientRect().top)).toBeGreaterThan(56);
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  await context.close();
}, 120_000);
