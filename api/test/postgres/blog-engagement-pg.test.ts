// Issue 13 on PostgreSQL, where requests really run in parallel on a pool of connections: 20
// parallel likes from one reader end as one like, parallel comments from one email stop at the
// hourly limit, and `npm run comments -- hide` works on the database itself.
import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { promisify } from 'node:util';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { PACKAGE_ROOT } from '../../src/config.ts';
import type {
  BlogListResponse,
  CommentCreatedResponse,
  CommentsResponse,
  LikeResponse,
} from '../../src/schemas/index.ts';
import { buildTestApp } from '../helpers/app.ts';
import { getTestDb } from '../helpers/database.ts';
import { newAddress } from '../helpers/otp.ts';

const run = promisify(execFile);

let app: FastifyInstance;
let posts: BlogListResponse['data']['posts'];
beforeAll(async () => {
  app = await buildTestApp();
  posts = (await app.inject('/api/v1/blog/posts/published?limit=50'))
    .json<BlogListResponse>()
    .data.posts.slice(-5);
});
afterAll(() => app.close());

describe('blog on PostgreSQL', () => {
  it('runs on PostgreSQL', async () => {
    expect((await getTestDb()).kind).toBe('postgres');
  });

  it('20 parallel likes from one reader end as one like; 20 parallel unlikes as none', async () => {
    const post = posts[0]!;
    const headers = { 'x-visitor-id': randomUUID() };
    const send = (liked: boolean) =>
      app.inject({
        method: 'POST',
        url: `/api/v1/blog/posts/${post._id}/like`,
        headers,
        payload: { liked },
        remoteAddress: newAddress(),
      });
    const likes = await Promise.all(Array.from({ length: 20 }, () => send(true)));
    expect(likes.map((answer) => answer.statusCode)).toEqual(Array(20).fill(200));
    expect(new Set(likes.map((answer) => answer.json<LikeResponse>().data.like_count))).toEqual(
      new Set([post.like_count + 1]),
    );
    const db = await getTestDb();
    const rows = async () =>
      (
        await db.query<{ n: number }>('SELECT count(*)::int AS n FROM blog_likes WHERE post_id = $1', [
          post._id,
        ])
      )[0]!.n;
    expect(await rows()).toBe(1);
    const unlikes = await Promise.all(Array.from({ length: 20 }, () => send(false)));
    expect(unlikes.every((answer) => answer.json<LikeResponse>().data.like_count === post.like_count)).toBe(
      true,
    );
    expect(await rows()).toBe(0);
  });

  it('parallel comments from one email stop at 5 an hour, each counted once', async () => {
    const post = posts[1]!;
    const email = `pg-${randomUUID().slice(0, 8)}@example.com`;
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, index) =>
        app.inject({
          method: 'POST',
          url: '/api/v1/blog/comments',
          payload: { post_id: post._id, name: 'Parallel', email, comment: `comment ${index}` },
          remoteAddress: newAddress(),
        }),
      ),
    );
    expect(answers.filter((answer) => answer.statusCode === 201)).toHaveLength(5);
    expect(answers.filter((answer) => answer.statusCode === 429)).toHaveLength(3);
    const listed = (
      await app.inject(`/api/v1/blog/posts/${post._id}/comments?limit=50`)
    ).json<CommentsResponse>().data;
    expect(listed.comments.filter((item) => item.name === 'Parallel')).toHaveLength(5);
  });

  it('npm run comments -- hide works on the database: the comment leaves the list and the count', async () => {
    const post = posts[2]!;
    const posted = (
      await app.inject({
        method: 'POST',
        url: '/api/v1/blog/comments',
        payload: { post_id: post._id, name: 'Bot', email: 'bot@example.com', comment: 'Spam here' },
        remoteAddress: newAddress(),
      })
    ).json<CommentCreatedResponse>().data;
    const { stdout } = await run(
      process.execPath,
      ['--import', 'tsx', 'src/comments/comments-cli.ts', 'hide', posted._id],
      {
        cwd: PACKAGE_ROOT,
        env: { ...process.env, DATABASE_URL: inject('postgresUrl') as string, OTP_SECRET: 'x'.repeat(32) },
      },
    );
    expect(stdout).toContain(`Hidden: ${posted._id}`);
    const listed = (await app.inject(`/api/v1/blog/posts/${post._id}/comments`)).json<CommentsResponse>()
      .data;
    expect(listed.comments.map((item) => item._id)).not.toContain(posted._id);
    const [row] = await (
      await getTestDb()
    ).query<{ comment_count: number }>('SELECT comment_count FROM blog_posts WHERE id = $1', [post._id]);
    expect(row!.comment_count).toBe(post.comment_count);
  });
});
