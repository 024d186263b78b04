// Issue 13: the sweep of past blog views. A reader's view rows are only needed on their day (once a
// day per reader), so those before yesterday are removed; daily totals older than Popular's 30 days
// too. The counts readers and the team see do not move. At start and every hour. PGlite here;
// PostgreSQL under scripts/pg-cluster.mjs.
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBlogEngagementRepository } from '../../src/plugins/app/blog-engagement-repository.ts';
import { VIEW_DAY } from '../../src/plugins/app/blog-posts.ts';
import type { BlogAnalyticsResponse, BlogListResponse, ViewResponse } from '../../src/schemas/index.ts';
import { buildTestApp } from '../helpers/app.ts';
import { addDailyViews, addPost, addReaderView, removeAddedPosts } from '../helpers/blog-posts.ts';
import { failingDb, getTestDb } from '../helpers/database.ts';
import { newAddress } from '../helpers/otp.ts';

const ADMIN_TOKEN = 'b'.repeat(40);

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp({ adminToken: ADMIN_TOKEN });
});
afterAll(async () => {
  await removeAddedPosts();
  await app.close();
});

/** The sweep the app runs every hour, on the same database. */
const sweep = async () => createBlogEngagementRepository(await getTestDb()).sweepOldViews();

/** How many days ago each stored row of the post is, newest first. */
async function daysStored(table: 'blog_post_views' | 'blog_post_daily_views', postId: string) {
  const db = await getTestDb();
  const rows = await db.query<{ days_ago: number }>(
    `SELECT ${VIEW_DAY} - day AS days_ago FROM ${table} WHERE post_id = $1 ORDER BY day DESC`,
    [postId],
  );
  return rows.map((row) => row.days_ago);
}

const view = (postId: string, visitorId: string) =>
  app.inject({
    method: 'POST',
    url: `/api/v1/blog/posts/${postId}/view`,
    headers: { 'x-visitor-id': visitorId },
    remoteAddress: newAddress(),
  });

const analytics = async () =>
  (
    await app.inject({ url: '/api/v1/blog/analytics', headers: { authorization: `Bearer ${ADMIN_TOKEN}` } })
  ).json<BlogAnalyticsResponse>().data;
const popular = async () =>
  (await app.inject('/api/v1/blog/posts/popular?limit=20')).json<BlogListResponse>().data;

describe('the sweep of past blog views', () => {
  it("removes readers' views from before yesterday and daily totals older than 30 days, and keeps the rest", async () => {
    const post = await addPost();
    for (const daysAgo of [0, 1, 2, 10]) await addReaderView(post, daysAgo);
    for (const [daysAgo, views] of [
      [2, 4],
      [29, 7],
      [30, 9],
      [45, 11],
    ] as const)
      await addDailyViews(post, daysAgo, views);

    const removed = await sweep();

    expect(removed.views).toBeGreaterThanOrEqual(2);
    expect(removed.dailyViews).toBeGreaterThanOrEqual(2);
    expect(await daysStored('blog_post_views', post)).toEqual([0, 1]);
    expect(await daysStored('blog_post_daily_views', post)).toEqual([2, 29]);
    expect(await sweep()).toEqual({ views: 0, dailyViews: 0 });
  });

  it('removes a backlog larger than a batch (10,000 rows), all of it', async () => {
    const post = await addPost();
    await (
      await getTestDb()
    ).query(
      `INSERT INTO blog_post_views (post_id, day, visitor_hash)
       SELECT $1, ${VIEW_DAY} - 2 - n % 20, 'visitor:backlog-' || n FROM generate_series(1, 25000) n`,
      [post],
    );
    await addReaderView(post, 0);

    expect((await sweep()).views).toBeGreaterThanOrEqual(25_000);
    expect(await daysStored('blog_post_views', post)).toEqual([0]);
  });

  it('leaves the counts readers and the team see as they were', async () => {
    const post = await addPost();
    await view(post, randomUUID());
    await addReaderView(post, 3);
    await addDailyViews(post, 3, 5);
    await addDailyViews(post, 31, 500);
    const [analyticsBefore, popularBefore] = [await analytics(), await popular()];
    expect(analyticsBefore.posts.find((row) => row._id === post)?.views_30d).toBe(6);

    await sweep();

    expect(await daysStored('blog_post_views', post)).toEqual([0]);
    expect(await daysStored('blog_post_daily_views', post)).toEqual([0, 3]);
    expect(await analytics()).toEqual(analyticsBefore);
    expect(await popular()).toEqual(popularBefore);
  });

  it("a reader's second view today is still not counted after a sweep", async () => {
    const post = await addPost();
    const me = randomUUID();
    const first = (await view(post, me)).json<ViewResponse>().data;
    expect(first.recorded).toBe(true);

    await sweep();

    expect((await view(post, me)).json<ViewResponse>().data).toEqual({ ...first, recorded: false });
    expect(await daysStored('blog_post_views', post)).toEqual([0]);
  });

  it('runs when the app starts, and logs how many rows it removed', async () => {
    const post = await addPost();
    await addReaderView(post, 5);
    const log: string[] = [];
    const restarted = await buildTestApp({ logLevel: 'info' }, undefined, {
      logStream: { write: (line) => void log.push(line) },
    });
    try {
      expect(await daysStored('blog_post_views', post)).toEqual([]);
      expect(log.join('')).toMatch(/Removed 1 blog view row\(s\) of past days/);
    } finally {
      await restarted.close();
    }
  });

  it('a sweep that fails is logged as a warning and the app still starts', async () => {
    const post = await addPost();
    await addReaderView(post, 5);
    const log: string[] = [];
    const restarted = await buildTestApp(
      { logLevel: 'info' },
      failingDb(await getTestDb(), /DELETE FROM blog_post_views/),
      { logStream: { write: (line) => void log.push(line) } },
    );
    try {
      const warning = log
        .map((line) => JSON.parse(line) as { level: number; msg: string })
        .find((entry) => entry.msg === 'Could not remove past blog views');
      expect(warning?.level).toBe(40);
      expect((await restarted.inject('/api/v1/blog/posts/popular')).statusCode).toBe(200);
      expect(await daysStored('blog_post_views', post)).toEqual([5]);
    } finally {
      await restarted.close();
    }
    await sweep();
    expect(await daysStored('blog_post_views', post)).toEqual([]);
  });
});
