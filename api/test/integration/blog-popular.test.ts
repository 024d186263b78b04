// Issue 13: Popular reads only the posts with recent activity and, from an index, as many of the
// others as the page needs. Its order must be the one it defines over every published post: views
// + 5 × likes of the last 30 days, then the same all time, then newest. The test adds posts whose
// all-time scores beat the seed's, checks them against that definition, and removes them after.
// PGlite here; PostgreSQL under scripts/pg-cluster.mjs.
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { POPULAR_DAYS, POPULAR_LIKE_WEIGHT, VIEW_DAY } from '../../src/plugins/app/blog-posts.ts';
import { createBlogRepository } from '../../src/plugins/app/blog-repository.ts';
import type { BlogListResponse } from '../../src/schemas/index.ts';
import { buildTestApp } from '../helpers/app.ts';
import { addDailyViews, addPost, removeAddedPosts } from '../helpers/blog-posts.ts';
import { getTestDb } from '../helpers/database.ts';
import { newAddress } from '../helpers/otp.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => {
  await removeAddedPosts();
  await app.close();
});

const likeToday = (postId: string) =>
  app.inject({
    method: 'POST',
    url: `/api/v1/blog/posts/${postId}/like`,
    headers: { 'x-visitor-id': randomUUID() },
    payload: { liked: true },
    remoteAddress: newAddress(),
  });

/** Every published post in Popular's order as defined, joining every post to its recent activity. */
async function popularByDefinition() {
  const rows = await (
    await getTestDb()
  ).query<{ id: string; recent: number }>(
    `SELECT p.id, COALESCE(v.views, 0) + ${POPULAR_LIKE_WEIGHT} * COALESCE(l.likes, 0) AS recent
     FROM blog_posts p
     LEFT JOIN (SELECT post_id, sum(views)::int AS views FROM blog_post_daily_views
                WHERE day > ${VIEW_DAY} - ${POPULAR_DAYS} GROUP BY post_id) v ON v.post_id = p.id
     LEFT JOIN (SELECT post_id, count(*)::int AS likes FROM blog_likes
                WHERE created_at > now() - interval '${POPULAR_DAYS} days' GROUP BY post_id) l ON l.post_id = p.id
     WHERE p.status = 'published' AND p.published_at <= now()
     ORDER BY 2 DESC, p.view_count + ${POPULAR_LIKE_WEIGHT} * p.like_count DESC, p.published_at DESC, p.id DESC`,
  );
  return rows;
}

/** Every page of Popular as the repository serves it, `limit` at a time. */
async function popularPages(limit: number) {
  const blog = createBlogRepository(await getTestDb());
  const ids: string[] = [];
  let total = 0;
  for (let page = 1; page === 1 || ids.length < total; page += 1) {
    const { data } = await blog.listPublished({ page, limit, order: 'popular' });
    total = data.pagination.total;
    if (data.posts.length === 0) break;
    ids.push(...data.posts.map((post) => post._id));
  }
  return { ids, total };
}

const popularCall = async () =>
  (await app.inject('/api/v1/blog/posts/popular?limit=20')).json<BlogListResponse>().data;

let hot: string;
let famous: string;
let rising: string;
let lapsed: string;
let quiet: string;
let quieter: string;
let future: string;
let draft: string;
beforeAll(async () => {
  // Read a lot today, never before.
  hot = await addPost({ viewCount: 0 });
  await addDailyViews(hot, 0, 100_000);
  // The highest all-time score, but only one like this month: ranked by that like.
  famous = await addPost({ viewCount: 20_000_000 });
  await likeToday(famous);
  // 50 views this month and no all-time past: above famous.
  rising = await addPost({ viewCount: 0 });
  await addDailyViews(rising, 3, 50);
  // No activity in the last 30 days (lapsed's views were 40 days ago): after every active post, by
  // all-time score, above the seed's posts (at most 9,000 views).
  lapsed = await addPost({ viewCount: 9_500_000 });
  await addDailyViews(lapsed, 40, 1_000);
  quiet = await addPost({ viewCount: 9_000_000 });
  quieter = await addPost({ viewCount: 8_000_000 });
  // Never listed: not published yet, or a draft.
  future = await addPost({ viewCount: 50_000_000, publishedIn: 24 });
  draft = await addPost({ viewCount: 60_000_000, status: 'draft' });
});

describe('popular', () => {
  it('posts without recent activity fill the list after the active ones, in all-time order', async () => {
    const expected = await popularByDefinition();
    const active = expected.filter((row) => row.recent > 0).length;
    const { ids, total } = await popularPages(7);

    expect(ids).toEqual(expected.map((row) => row.id));
    expect(total).toBe(expected.length);
    expect(ids.slice(active, active + 3)).toEqual([lapsed, quiet, quieter]);
    expect(ids).not.toContain(future);
    expect(ids).not.toContain(draft);

    const call = await popularCall();
    expect(call.posts.map((post) => post._id)).toEqual(expected.slice(0, 20).map((row) => row.id));
    expect(call.pagination.total).toBe(expected.length);
  });

  it('a post with a high all-time score but recent activity is ranked by its recent score', async () => {
    const { ids } = await popularPages(5);
    const rank = (id: string) => ids.indexOf(id);

    expect(rank(hot)).toBe(0);
    expect(rank(rising)).toBeLessThan(rank(famous));
    expect(rank(famous)).toBeLessThan(rank(lapsed));
    expect(ids).toEqual((await popularByDefinition()).map((row) => row.id));
    const call = (await popularCall()).posts.map((post) => post._id);
    expect(call[0]).toBe(hot);
    expect(call.indexOf(rising)).toBeLessThan(call.indexOf(famous));
  });
});
