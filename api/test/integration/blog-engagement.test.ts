// Issue 13: likes (one per reader, idempotent under parallel requests), views once per reader per
// day, Popular by the last 30 days, comments as plain text with their spam guards, hiding a comment
// (`npm run comments -- hide`), and the team's analytics. PGlite here; PostgreSQL under
// scripts/pg-cluster.mjs (and test/postgres/blog-engagement-pg.test.ts for real parallelism).
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setCommentHidden } from '../../src/comments/comments.ts';
import {
  ANONYMOUS_LIKES_PER_ADDRESS,
  ANONYMOUS_VIEWS_PER_ADDRESS_PER_DAY,
  LIKES_PER_ADDRESS_MESSAGE,
} from '../../src/plugins/app/blog-engagement-repository.ts';
import { ANALYTICS_REFUSED_MESSAGE } from '../../src/routes/blog/engagement.ts';
import type {
  BlogAnalyticsResponse,
  BlogListResponse,
  BlogPostResponse,
  CommentCreatedResponse,
  CommentsResponse,
  ErrorResponse,
  LikeResponse,
  ViewResponse,
} from '../../src/schemas/index.ts';
import { buildTestApp } from '../helpers/app.ts';
import { getTestDb } from '../helpers/database.ts';
import { loggedIn, newAddress } from '../helpers/otp.ts';

const ADMIN_TOKEN = 'a'.repeat(40);

let app: FastifyInstance;
let posts: BlogListResponse['data']['posts'];
beforeAll(async () => {
  app = await buildTestApp({ adminToken: ADMIN_TOKEN });
  posts = (await app.inject({ url: '/api/v1/blog/posts/published?limit=50' })).json<BlogListResponse>().data
    .posts;
});
afterAll(() => app.close());

const visitor = () => randomUUID();
/** A post no other test touches. */
let nextPost = 0;
const freshPost = () => posts[nextPost++]!;

const like = (postId: string, headers: Record<string, string>, body?: unknown) =>
  app.inject({
    method: 'POST',
    url: `/api/v1/blog/posts/${postId}/like`,
    headers,
    remoteAddress: newAddress(),
    ...(body !== undefined && { payload: body as object }),
  });
const likeState = (postId: string, headers: Record<string, string>) =>
  app.inject({ url: `/api/v1/blog/posts/${postId}/like`, headers });
const storedLikes = async (postId: string) => {
  const db = await getTestDb();
  const [row] = await db.query<{ rows: number; like_count: number }>(
    'SELECT (SELECT count(*)::int FROM blog_likes WHERE post_id = $1) AS rows, like_count FROM blog_posts WHERE id = $1',
    [postId],
  );
  return row!;
};

describe('likes', () => {
  it('a like adds one, a second click (liked: false) takes it back, and a reload shows the state', async () => {
    const post = freshPost();
    const me = { 'x-visitor-id': visitor() };
    const liked = await like(post._id, me, { liked: true });
    expect(liked.statusCode).toBe(200);
    expect(liked.headers['cache-control']).toBe('private, no-store');
    expect(liked.json<LikeResponse>().data).toEqual({
      post_id: post._id,
      liked: true,
      like_count: post.like_count + 1,
    });
    expect((await likeState(post._id, me)).json<LikeResponse>().data).toEqual({
      post_id: post._id,
      liked: true,
      like_count: post.like_count + 1,
    });
    // Another reader sees the count, not my like.
    expect((await likeState(post._id, { 'x-visitor-id': visitor() })).json<LikeResponse>().data.liked).toBe(
      false,
    );

    const unliked = await like(post._id, me, { liked: false });
    expect(unliked.json<LikeResponse>().data).toEqual({
      post_id: post._id,
      liked: false,
      like_count: post.like_count,
    });
    expect((await like(post._id, me, { liked: false })).json<LikeResponse>().data.like_count).toBe(
      post.like_count,
    );
    expect((await likeState(post._id, me)).json<LikeResponse>().data.liked).toBe(false);
  });

  it('without a body the call toggles', async () => {
    const post = freshPost();
    const me = { 'x-visitor-id': visitor() };
    expect((await like(post._id, me)).json<LikeResponse>().data).toMatchObject({
      liked: true,
      like_count: post.like_count + 1,
    });
    expect((await like(post._id, me, {})).json<LikeResponse>().data).toMatchObject({
      liked: false,
      like_count: post.like_count,
    });
  });

  it('20 parallel likes from one reader end as one like, and the count equals the rows', async () => {
    const post = freshPost();
    const me = { 'x-visitor-id': visitor() };
    const before = await storedLikes(post._id);
    const answers = await Promise.all(Array.from({ length: 20 }, () => like(post._id, me, { liked: true })));
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(20).fill(200));
    expect(answers.every((answer) => answer.json<LikeResponse>().data.liked)).toBe(true);
    const after = await storedLikes(post._id);
    expect(after.rows).toBe(before.rows + 1);
    expect(after.like_count).toBe(before.like_count + 1);

    // 20 parallel toggles end consistent too: the count is the seeded one plus the rows.
    await Promise.all(Array.from({ length: 20 }, () => like(post._id, me)));
    const toggled = await storedLikes(post._id);
    expect(toggled.like_count - toggled.rows).toBe(before.like_count - before.rows);
    expect(toggled.rows - before.rows).toBeGreaterThanOrEqual(0);
    expect(toggled.rows - before.rows).toBeLessThanOrEqual(1);
  });

  it('a logged-in reader is one reader whatever the visitor id; a dead token is a 401', async () => {
    const post = freshPost();
    const { token } = await loggedIn(app);
    const asUser = (visitorId: string) => ({ authorization: `Bearer ${token}`, 'x-visitor-id': visitorId });
    expect(
      (await like(post._id, asUser(visitor()), { liked: true })).json<LikeResponse>().data.like_count,
    ).toBe(post.like_count + 1);
    expect(
      (await like(post._id, asUser(visitor()), { liked: true })).json<LikeResponse>().data.like_count,
    ).toBe(post.like_count + 1);
    expect(
      (await likeState(post._id, { authorization: `Bearer ${token}` })).json<LikeResponse>().data.liked,
    ).toBe(true);
    const dead = await like(post._id, { authorization: 'Bearer nope' }, { liked: true });
    expect(dead.statusCode).toBe(401);
    expect(dead.json<ErrorResponse>().message).toBe(
      'You are not logged in, or your session has ended. Please log in.',
    );
  });

  it('refuses with a message: no reader, a malformed visitor id, an unknown post, a bad body', async () => {
    const post = posts[0]!;
    const none = await like(post._id, {}, { liked: true });
    expect(none.statusCode).toBe(400);
    expect(none.json<ErrorResponse>().message).toBe(
      'x-visitor-id: required when not logged in (a random id the browser keeps for this visitor)',
    );
    const short = await like(post._id, { 'x-visitor-id': 'abc' }, { liked: true });
    expect(short.json<ErrorResponse>().message).toBe(
      'x-visitor-id: must be the id the browser keeps for this visitor: 16 to 64 letters, digits, - or _',
    );
    const unknown = await like('0'.repeat(24), { 'x-visitor-id': visitor() }, { liked: true });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json<ErrorResponse>().message).toBe('Post not found');
    expect((await like('nope', { 'x-visitor-id': visitor() })).json<ErrorResponse>().message).toBe(
      'id: must be a valid id (24 hexadecimal characters)',
    );
    expect(
      (await like(post._id, { 'x-visitor-id': visitor() }, { liked: 'yes' })).json<ErrorResponse>().message,
    ).toBe('liked: must be true or false');
    expect((await like(post._id, { 'x-visitor-id': visitor() }, { like: true })).statusCode).toBe(400);
  });
});

const view = (postId: string, headers: Record<string, string>) =>
  app.inject({
    method: 'POST',
    url: `/api/v1/blog/posts/${postId}/view`,
    headers,
    remoteAddress: newAddress(),
  });

describe('views and popular', () => {
  it('count once per reader per day', async () => {
    const post = freshPost();
    const me = { 'x-visitor-id': visitor() };
    const first = (await view(post._id, me)).json<ViewResponse>().data;
    expect(first.recorded).toBe(true);
    const again = await Promise.all([view(post._id, me), view(post._id, me)]);
    for (const answer of again)
      expect(answer.json<ViewResponse>().data).toEqual({ ...first, recorded: false });
    expect((await view(post._id, { 'x-visitor-id': visitor() })).json<ViewResponse>().data.view_count).toBe(
      first.view_count + 1,
    );
    expect((await view(post._id, {})).statusCode).toBe(400);
  });

  it('popular ranks by views and likes of the last 30 days', async () => {
    const [older] = (await app.inject('/api/v1/blog/posts/published?limit=50'))
      .json<BlogListResponse>()
      .data.posts.slice(-1);
    const popularBefore = (await app.inject('/api/v1/blog/posts/popular?limit=20')).json<BlogListResponse>()
      .data.posts;
    const rankOf = (list: typeof popularBefore) => list.findIndex((post) => post._id === older!._id);
    // Views and likes from 30 readers today lift the oldest post to the top.
    for (let index = 0; index < 30; index += 1) {
      const reader = { 'x-visitor-id': visitor() };
      await view(older!._id, reader);
      await like(older!._id, reader, { liked: true });
    }
    const popular = (await app.inject('/api/v1/blog/posts/popular')).json<BlogListResponse>().data.posts;
    expect(popular[0]!._id).toBe(older!._id);
    expect(rankOf(popularBefore)).not.toBe(0);
  });
});

const comment = (
  body: Record<string, unknown>,
  remoteAddress = newAddress(),
  headers: Record<string, string> = {},
) => app.inject({ method: 'POST', url: '/api/v1/blog/comments', payload: body, remoteAddress, headers });
const commentsOf = async (postId: string, query = '') =>
  (await app.inject(`/api/v1/blog/posts/${postId}/comments${query}`)).json<CommentsResponse>().data;
const commentCount = async (slug: string) =>
  (await app.inject(`/api/v1/blog/posts/slug/${slug}`)).json<BlogPostResponse>().data.comment_count;
const email = () => `reader-${randomUUID().slice(0, 8)}@example.com`;

describe('comments', () => {
  it('a posted comment is stored and shown as plain text, last in the list, and counted', async () => {
    const post = freshPost();
    const before = await commentsOf(post._id);
    const posted = await comment({
      post_id: post._id,
      name: '  Asha  Rao ',
      email: email(),
      comment: '<script>alert(1)</script>\r\nLovely <b>villa</b> guide',
      website: '',
    });
    expect(posted.statusCode).toBe(201);
    expect(posted.headers['cache-control']).toBe('private, no-store');
    const created = posted.json<CommentCreatedResponse>().data;
    expect(created).toEqual({
      _id: expect.stringMatching(/^[0-9a-f]{24}$/),
      post_id: post._id,
      name: 'Asha Rao',
      comment: '<script>alert(1)</script>\nLovely <b>villa</b> guide',
      created_at: expect.any(String),
    });
    const after = await commentsOf(post._id);
    expect(after.pagination.total).toBe(before.pagination.total + 1);
    expect(after.comments.at(-1)).toEqual(created);
    expect(await commentCount(post.slug)).toBe(post.comment_count + 1);
    const listed = await app.inject(`/api/v1/blog/posts/${post._id}/comments`);
    expect(listed.headers['cache-control']).toBe('public, max-age=120');
    expect(listed.body).not.toContain('"email"');
  });

  it('are listed oldest first, page by page', async () => {
    const post = freshPost();
    const address = newAddress();
    for (const text of ['first one', 'second one', 'third one'])
      expect(
        (await comment({ post_id: post._id, name: 'Ravi', email: email(), comment: text }, address))
          .statusCode,
      ).toBe(201);
    const page1 = await commentsOf(post._id, '?limit=2');
    const page2 = await commentsOf(post._id, '?limit=2&page=2');
    const texts = [...page1.comments, ...page2.comments].map((item) => item.comment);
    expect(texts.slice(-3)).toEqual(['first one', 'second one', 'third one']);
    expect(page1.pagination).toMatchObject({
      page: 1,
      limit: 2,
      totalPages: Math.ceil(page1.pagination.total / 2),
    });
    expect((await app.inject(`/api/v1/blog/posts/${'0'.repeat(24)}/comments`)).statusCode).toBe(404);
  });

  it('the same comment sent twice (a double click) is stored once', async () => {
    const post = freshPost();
    const body = { post_id: post._id, name: 'Meera', email: email(), comment: 'Sent twice by accident' };
    const [one, two] = await Promise.all([comment(body), comment(body)]);
    expect([one!.statusCode, two!.statusCode].sort()).toEqual([200, 201]);
    const replay = [one!, two!].find((answer) => answer.statusCode === 200)!;
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.json<CommentCreatedResponse>().data).toEqual(one!.json<CommentCreatedResponse>().data);
    expect(
      (await commentsOf(post._id)).comments.filter((item) => item.comment === body.comment),
    ).toHaveLength(1);
  });

  describe('spam guards refuse with a message and store nothing', () => {
    const refused = async (
      body: Record<string, unknown>,
      status: number,
      message: string,
      address = newAddress(),
    ) => {
      const db = await getTestDb();
      const count = async () =>
        (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM blog_comments'))[0]!.n;
      const before = await count();
      const answer = await comment(body, address);
      expect(answer.statusCode).toBe(status);
      expect(answer.json<ErrorResponse>().message).toBe(message);
      expect(await count()).toBe(before);
    };
    const valid = () => ({ post_id: posts[0]!._id, name: 'Kiran', email: email(), comment: 'A fair point' });

    it('the honeypot', async () => {
      await refused(
        { ...valid(), website: 'https://spam.example' },
        400,
        'Your comment was not accepted: the website field must be left empty (it is hidden from people and catches automated spam).',
      );
    });

    it('links: at most 2 in the comment, none in the name', async () => {
      await refused(
        { ...valid(), comment: 'see https://a.example and www.b.example and c.example/buy now' },
        400,
        'comment: at most 2 links are allowed',
      );
      await refused(
        { ...valid(), name: 'Cheap https://pills.example' },
        400,
        'name: must not contain a link',
      );
      const two = await comment({ ...valid(), comment: 'See https://a.example and https://b.example' });
      expect(two.statusCode).toBe(201);
    });

    it('lengths, blank text and missing fields', async () => {
      await refused(
        { ...valid(), comment: 'x'.repeat(2001) },
        400,
        'comment: must be at most 2000 characters long',
      );
      await refused({ ...valid(), comment: 'x' }, 400, 'comment: must be at least 2 characters long');
      await refused({ ...valid(), comment: '   \n\n  ' }, 400, 'comment: must be at least 2 characters long');
      await refused({ ...valid(), name: 'x'.repeat(81) }, 400, 'name: must be at most 80 characters long');
      await refused({ ...valid(), email: 'not-an-email' }, 400, 'email: must be a valid email address');
      await refused({ ...valid(), post_id: '0'.repeat(24) }, 404, 'Post not found');
      const { comment: _text, ...withoutText } = valid();
      await refused(withoutText, 400, 'comment: is required');
    });

    it('per email: at most 5 an hour', async () => {
      const address = email();
      for (let index = 0; index < 5; index += 1)
        expect((await comment({ ...valid(), email: address, comment: `comment ${index}` })).statusCode).toBe(
          201,
        );
      await refused(
        { ...valid(), email: address.toUpperCase(), comment: 'one more' },
        429,
        'Too many comments from this email address: at most 5 an hour. Please try again later.',
      );
    });

    it('per address: at most 10 an hour (and 5 a minute)', async () => {
      const address = newAddress();
      const answers = [];
      for (let index = 0; index < 5; index += 1)
        answers.push(await comment({ ...valid(), comment: `c ${index}` }, address));
      expect(answers.map((answer) => answer.statusCode)).toEqual([201, 201, 201, 201, 201]);
      await refused({ ...valid() }, 429, 'Too many requests. Please try again in a minute.', address);

      // The hourly limit, counted in the database (the minute's limit is the rate-limit plugin's).
      const db = await getTestDb();
      const hourly = '10.99.0.1';
      await db.query(
        `INSERT INTO blog_comments (id, post_id, name, email, content, status, ip)
         SELECT lpad(to_hex(n), 24, 'c'), $1, 'x', 'x' || n || '@example.com', 'x', 'approved', $2
         FROM generate_series(1, 10) n`,
        [posts[0]!._id, hourly],
      );
      await refused(
        valid(),
        429,
        'Too many comments from your network: at most 10 an hour. Please try again later.',
        hourly,
      );
      await db.query('DELETE FROM blog_comments WHERE ip = $1', [hourly]);
    });

    it('another site', async () => {
      const answer = await comment(valid(), newAddress(), { origin: 'https://elsewhere.example' });
      expect(answer.statusCode).toBe(403);
      expect(answer.json<ErrorResponse>().message).toBe(
        'Comments from "https://elsewhere.example" are not accepted: they are sent from this site\'s own pages',
      );
    });
  });

  it('a hidden comment leaves the list and the count; shown again, it is back', async () => {
    const post = freshPost();
    const posted = (
      await comment({ post_id: post._id, name: 'Spammer', email: email(), comment: 'Buy followers now' })
    ).json<CommentCreatedResponse>().data;
    const count = await commentCount(post.slug);
    const db = await getTestDb();

    const hidden = await setCommentHidden(db, posted._id, true);
    expect(hidden.hidden_at).not.toBeNull();
    expect((await commentsOf(post._id)).comments.map((item) => item._id)).not.toContain(posted._id);
    expect(await commentCount(post.slug)).toBe(count - 1);
    const listed = (await app.inject('/api/v1/blog/posts/published?limit=50')).json<BlogListResponse>().data
      .posts;
    expect(listed.find((item) => item._id === post._id)!.comment_count).toBe(count - 1);
    // Hiding twice changes nothing more.
    await setCommentHidden(db, posted._id, true);
    expect(await commentCount(post.slug)).toBe(count - 1);

    await setCommentHidden(db, posted._id, false);
    expect((await commentsOf(post._id)).comments.map((item) => item._id)).toContain(posted._id);
    expect(await commentCount(post.slug)).toBe(count);
  });
});

describe('one address minting a new visitor id per request (issue 23)', () => {
  const from = (address: string, kind: 'like' | 'view', postId: string) =>
    app.inject({
      method: 'POST',
      url: `/api/v1/blog/posts/${postId}/${kind}`,
      headers: { 'x-visitor-id': visitor() },
      remoteAddress: address,
      ...(kind === 'like' && { payload: { liked: true } }),
    });

  it(`adds at most ${ANONYMOUS_LIKES_PER_ADDRESS} likes to a post, then 429; another address still can`, async () => {
    const post = freshPost();
    const address = newAddress();
    const before = await storedLikes(post._id);
    const answers = await Promise.all(
      Array.from({ length: ANONYMOUS_LIKES_PER_ADDRESS + 5 }, () => from(address, 'like', post._id)),
    );
    const codes = answers.map((answer) => answer.statusCode);
    expect(codes.filter((code) => code === 200)).toHaveLength(ANONYMOUS_LIKES_PER_ADDRESS);
    const refused = answers.find((answer) => answer.statusCode === 429)!;
    expect(refused.json().message).toBe(LIKES_PER_ADDRESS_MESSAGE);
    expect(await storedLikes(post._id)).toEqual({
      rows: before.rows + ANONYMOUS_LIKES_PER_ADDRESS,
      like_count: before.like_count + ANONYMOUS_LIKES_PER_ADDRESS,
    });
    expect((await from(newAddress(), 'like', post._id)).statusCode).toBe(200);
  });

  it(`counts at most ${ANONYMOUS_VIEWS_PER_ADDRESS_PER_DAY} views of a post a day from one address`, async () => {
    const post = freshPost();
    const address = newAddress();
    const first = (await from(newAddress(), 'view', post._id)).json<ViewResponse>().data.view_count;
    const answers = await Promise.all(
      Array.from({ length: ANONYMOUS_VIEWS_PER_ADDRESS_PER_DAY + 10 }, () => from(address, 'view', post._id)),
    );
    expect(answers.every((answer) => answer.statusCode === 200)).toBe(true);
    const recorded = answers.filter((answer) => answer.json<ViewResponse>().data.recorded);
    expect(recorded).toHaveLength(ANONYMOUS_VIEWS_PER_ADDRESS_PER_DAY);
    const last = await from(newAddress(), 'view', post._id);
    expect(last.json<ViewResponse>().data.view_count).toBe(first + ANONYMOUS_VIEWS_PER_ADDRESS_PER_DAY + 1);
  });
});

describe('analytics', () => {
  it('gives the team totals per post, and refuses anyone else', async () => {
    const post = freshPost();
    const reader = { 'x-visitor-id': visitor() };
    await view(post._id, reader);
    await like(post._id, reader, { liked: true });
    await comment({ post_id: post._id, name: 'Lata', email: email(), comment: 'Counted' });

    const answer = await app.inject({
      url: '/api/v1/blog/analytics',
      headers: { authorization: `Bearer ${ADMIN_TOKEN}` },
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['cache-control']).toBe('private, no-store');
    const { totals, posts: rows } = answer.json<BlogAnalyticsResponse>().data;
    const row = rows.find((item) => item._id === post._id)!;
    expect(row).toMatchObject({
      slug: post.slug,
      views: post.like_count >= 0 ? expect.any(Number) : 0,
      likes: post.like_count + 1,
      comments: post.comment_count + 1,
      views_30d: 1,
      likes_30d: 1,
      hidden_comments: 0,
    });
    expect(totals.posts).toBe(rows.length);
    expect(totals.likes).toBe(rows.reduce((sum, item) => sum + item.likes, 0));

    for (const authorization of [undefined, 'Bearer wrong', `Bearer ${ADMIN_TOKEN}x`]) {
      const refusedAnswer = await app.inject({
        url: '/api/v1/blog/analytics',
        headers: authorization ? { authorization } : {},
      });
      expect(refusedAnswer.statusCode).toBe(401);
      expect(refusedAnswer.json<ErrorResponse>().message).toBe(ANALYTICS_REFUSED_MESSAGE);
    }
  });
});
