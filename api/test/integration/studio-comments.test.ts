// Issue 26, comments: an editor sees every comment newest first, with its post's title and how many
// came from the same address, and hides and shows one again in the studio; the post's list and count
// follow, as with `npm run comments` (the same code), and each change is in the audit log.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  BlogPostResponse,
  CommentsResponse,
  StudioComment,
  StudioCommentsResponse,
} from '../../src/schemas/index.ts';
import { setCommentHidden } from '../../src/comments/comments.ts';
import { buildTestApp } from '../helpers/app.ts';
import { addPost, removeAddedPosts } from '../helpers/blog-posts.ts';
import { getTestDb } from '../helpers/database.ts';
import { newAddress } from '../helpers/otp.ts';
import { signedInStaff } from '../helpers/studio-session.ts';

let app: FastifyInstance;
let editor: { token: string; staffId: string };
let postId: string;
let postSlug: string;

beforeAll(async () => {
  app = await buildTestApp();
  editor = await signedInStaff(app, 'Comments Editor', 'editor');
  postId = await addPost();
  const [row] = await (
    await getTestDb()
  ).query<{ slug: string }>('SELECT slug FROM blog_posts WHERE id = $1', [postId]);
  postSlug = row!.slug;
});
afterAll(async () => {
  await removeAddedPosts();
  await app.close();
});

/** A reader comments on the test's post from `address`; returns the comment's id. */
async function comment(text: string, address: string, email = `reader-${address}@example.com`) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/v1/blog/comments',
    remoteAddress: address,
    payload: { post_id: postId, name: 'Asha Reader', email, comment: text },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ data: { _id: string } }>().data._id;
}

const studio = (method: 'GET' | 'POST', url: string, token = editor.token) =>
  app.inject({ method, url: `/api/v1/studio/comments${url}`, headers: { authorization: `Bearer ${token}` } });
const list = async (query = '') => {
  const response = await studio('GET', query);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<StudioCommentsResponse>().data;
};
const readerCount = async () =>
  (await app.inject({ url: `/api/v1/blog/posts/slug/${postSlug}` })).json<BlogPostResponse>().data
    .comment_count;
const readerIds = async () =>
  (await app.inject({ url: `/api/v1/blog/posts/${postId}/comments?limit=50` }))
    .json<CommentsResponse>()
    .data.comments.map((item) => item._id);

describe('comment moderation in the studio', () => {
  it('lists comments newest first with the post title and the count from the same address', async () => {
    const shared = newAddress();
    const first = await comment('Lovely write-up on RERA.', shared, 'one@example.com');
    const second = await comment('Which cities does this cover?', shared, 'two@example.com');
    const other = await comment('Thanks for the checklist.', newAddress());

    const { comments, pagination } = await list(`?post_id=${postId}`);
    expect(comments.map((item) => item._id)).toEqual([other, second, first]);
    expect(comments[1]).toEqual({
      _id: second,
      post_id: postId,
      post_slug: postSlug,
      post_title: 'Added by a test',
      name: 'Asha Reader',
      email: 'two@example.com',
      comment: 'Which cities does this cover?',
      created_at: expect.any(String),
      hidden: false,
      hidden_at: null,
      address_comments: 2,
    } satisfies StudioComment);
    expect(comments[0]!.address_comments).toBe(1);
    expect(pagination).toEqual({ page: 1, limit: 50, total: 3, totalPages: 1 });
    // Across every post too, newest first.
    expect((await list()).comments[0]!._id).toBe(other);
  });

  it('hides a comment and shows it again: the post list and count follow, each change audited', async () => {
    const id = await comment('Buy cheap followers now', newAddress());
    const count = await readerCount();
    expect(await readerIds()).toContain(id);

    const hidden = await studio('POST', `/${id}/hide`);
    expect(hidden.statusCode, hidden.body).toBe(200);
    expect(hidden.json<{ data: StudioComment }>().data).toMatchObject({ _id: id, hidden: true });
    expect(await readerIds()).not.toContain(id);
    expect(await readerCount()).toBe(count - 1);
    expect((await list(`?post_id=${postId}&visibility=hidden`)).comments.map((item) => item._id)).toEqual([
      id,
    ]);
    expect(
      (await list(`?post_id=${postId}&visibility=visible`)).comments.map((item) => item._id),
    ).not.toContain(id);

    // Twice changes nothing the second time: the count moves once, and once is audited.
    expect((await studio('POST', `/${id}/hide`)).statusCode).toBe(200);
    expect(await readerCount()).toBe(count - 1);

    const shown = await studio('POST', `/${id}/unhide`);
    expect(shown.json<{ data: StudioComment }>().data).toMatchObject({ hidden: false, hidden_at: null });
    expect(await readerIds()).toContain(id);
    expect(await readerCount()).toBe(count);

    const entries = await (
      await getTestDb()
    ).query<{ action: string; staff_id: string; before: StudioComment; after: StudioComment }>(
      "SELECT action, staff_id, before, after FROM audit_log WHERE record_type = 'comment' AND record_id = $1 ORDER BY id",
      [id],
    );
    expect(entries.map((entry) => [entry.action, entry.before.hidden, entry.after.hidden])).toEqual([
      ['comment.hide', false, true],
      ['comment.unhide', true, false],
    ]);
    expect(entries.every((entry) => entry.staff_id === editor.staffId)).toBe(true);
  });

  it('shares its rule with npm run comments: hidden there, hidden here', async () => {
    const id = await comment('Spam from the terminal', newAddress());
    await setCommentHidden(await getTestDb(), id, true);
    expect((await list(`?post_id=${postId}&visibility=hidden`)).comments.map((item) => item._id)).toContain(
      id,
    );
    expect((await studio('POST', `/${id}/unhide`)).json<{ data: StudioComment }>().data.hidden).toBe(false);
  });

  it('refuses an unknown comment or a bad filter with a message, and a sales person', async () => {
    const unknown = await studio('POST', '/ffffffffffffffffffffffff/hide');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json<{ message: string }>().message).toBe('Comment not found');
    const bad = await studio('GET', '?visibility=deleted');
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ message: string }>().message).toContain(
      "visibility: must be one of 'visible', 'hidden'",
    );
    expect((await studio('POST', '/not-an-id/hide')).statusCode).toBe(400);
    const sales = await signedInStaff(app, 'Sales Person', 'sales');
    expect((await studio('GET', '', sales.token)).statusCode).toBe(403);
  });
});
