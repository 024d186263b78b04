// Issue 13: `npm run comments -- list | show | hide | unhide` while the server holds the embedded
// database: through the server, with the token kept in the data folder. A hidden comment leaves the
// post's list and its count; the analytics read by the same token counts it as hidden.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  AdminComment,
  BlogAnalyticsResponse,
  BlogListResponse,
  BlogPostResponse,
  CommentCreatedResponse,
  CommentsResponse,
} from '../../src/schemas/index.ts';
import { runTeamCli } from '../helpers/team-cli.ts';
import { startServerProcess, type ServerProcess } from '../helpers/server-process.ts';

describe('npm run comments, while the server holds the embedded database', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'villa-comments-'));
  let server: ServerProcess;
  beforeAll(async () => {
    server = await startServerProcess({ DATA_DIR: dataDir });
  }, 120_000);
  afterAll(async () => {
    server?.child.kill('SIGTERM');
    await server?.stopped();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const api = async <T>(url: string, init?: RequestInit) =>
    (await (await fetch(`${server.baseUrl}/api/v1${url}`, init)).json()) as T;
  const comments = (...args: string[]) => runTeamCli('src/comments/comments-cli.ts', args, { dataDir });

  it('lists, shows and hides a comment: it leaves the list and the count, and comes back', async () => {
    const [post] = (await api<BlogListResponse>('/blog/posts/published?limit=1')).data.posts;
    const posted = await api<CommentCreatedResponse>('/blog/comments', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        post_id: post!._id,
        name: 'Spam Bot',
        email: 'bot@example.com',
        comment: 'Cheap followers',
      }),
    });
    const id = posted.data._id;
    const count = async () =>
      (await api<BlogPostResponse>(`/blog/posts/slug/${post!.slug}`)).data.comment_count;
    const listedIds = async () =>
      (await api<CommentsResponse>(`/blog/posts/${post!._id}/comments?limit=50`)).data.comments.map(
        (item) => item._id,
      );
    const before = await count();

    const list = await comments('list', '--post', post!.slug);
    expect(list.code).toBe(0);
    expect(list.stdout).toMatch(
      new RegExp(`^${id}  .*  shown   ${post!.slug}  Spam Bot <bot@example.com>  Cheap followers$`, 'm'),
    );
    const shown = await comments('show', id, '--json');
    expect(JSON.parse(shown.stdout)).toMatchObject({ _id: id, email: 'bot@example.com', hidden_at: null });

    const hidden = await comments('hide', id);
    expect(hidden.code).toBe(0);
    expect(hidden.stdout).toContain(`Hidden: ${id}`);
    expect(await listedIds()).not.toContain(id);
    expect(await count()).toBe(before - 1);
    const onlyHidden = JSON.parse((await comments('list', '--hidden', '--json')).stdout) as AdminComment[];
    expect(onlyHidden.map((item) => item._id)).toEqual([id]);

    const token = readFileSync(path.join(dataDir, 'leads-token'), 'utf8').trim();
    const analytics = await api<BlogAnalyticsResponse>('/blog/analytics', {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(analytics.data.posts.find((item) => item._id === post!._id)).toMatchObject({
      comments: before - 1,
      hidden_comments: 1,
    });

    expect((await comments('unhide', id)).code).toBe(0);
    expect(await listedIds()).toContain(id);
    expect(await count()).toBe(before);
  });

  it('says what is wrong: an unknown comment, a bad command, anyone without the token', async () => {
    const unknown = await comments('hide', '0'.repeat(24));
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toContain('Comment not found');
    const bad = await comments('delete', 'x');
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain('Usage: npm run comments --');
    const refused = await fetch(`${server.baseUrl}/api/v1/admin/comments`, {
      headers: { authorization: 'Bearer x' },
    });
    expect(refused.status).toBe(401);
    expect(((await refused.json()) as { message: string }).message).toBe(
      'Comments are managed with `npm run comments` on the machine that runs the server.',
    );
  });
});
