// Issue 26, posts: an editor writes posts in the studio. A draft is never shown; a scheduled post
// appears to readers at its time on the app's clock (which this test moves), in every read: the post,
// the lists, search, tags and the sitemap; published is now. The content is stored sanitised with its
// reading time, the slug is made from the title and kept, an uploaded featured image survives the
// sweep of unused uploads, bad input changes nothing, and a preview link shows a draft to whoever has
// it. Every write is in the audit log.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BlogListResponse, BlogPost, StudioPost, StudioPostsResponse } from '../../src/schemas/index.ts';
import { createUploadsRepository } from '../../src/plugins/app/uploads-repository.ts';
import { createUploadStorage } from '../../src/uploads/storage.ts';
import { buildTestApp, testConfig } from '../helpers/app.ts';
import { getTestDb } from '../helpers/database.ts';
import { newAddress } from '../helpers/otp.ts';
import { signedInStaff } from '../helpers/studio-session.ts';
import { png, upload, type UploadAnswer } from '../helpers/uploads.ts';

const HOUR = 60 * 60 * 1000;
let now = Date.now();
let app: FastifyInstance;
let editor: { token: string; staffId: string };
let authorId: string;
let categoryIds: string[];
const created: string[] = [];

beforeAll(async () => {
  app = await buildTestApp({}, undefined, { clock: () => now });
  editor = await signedInStaff(app, 'Blog Editor', 'editor');
  const db = await getTestDb();
  authorId = (await db.query<{ id: string }>('SELECT id FROM blog_authors ORDER BY name LIMIT 1'))[0]!.id;
  categoryIds = (
    await db.query<{ id: string }>('SELECT id FROM blog_categories ORDER BY position, name LIMIT 2')
  ).map((row) => row.id);
});
afterAll(async () => {
  // The other blog tests count the published posts: this file's go.
  await (await getTestDb()).query('DELETE FROM blog_posts WHERE id = ANY($1)', [created]);
  await app.close();
});

const studio = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
  app.inject({
    method,
    url: `/api/v1/studio${url}`,
    headers: { authorization: `Bearer ${editor.token}` },
    payload,
  });
/** A word no other post holds, so search and slugs find this test's post only. */
const unique = () => `Zephyrine${Math.random().toString(36).slice(2, 8)}`;

const post = (word: string, extra: object = {}) => ({
  title: `Buying a villa in ${word}: the RERA checklist`,
  excerpt: 'What to check before you pay the booking amount.',
  content: '<h2>Before you pay</h2><p>Ask for the <strong>RERA number</strong>.</p>',
  featured_image: '/media/blog/1.svg',
  author_id: authorId,
  status: 'draft',
  ...extra,
});
async function write(body: object): Promise<StudioPost> {
  const response = await studio('POST', '/posts', body);
  expect(response.statusCode, response.body).toBe(201);
  const written = response.json<{ data: StudioPost }>().data;
  created.push(written._id);
  return written;
}
const reader = (url: string) => app.inject({ url: `/api/v1/blog${url}`, remoteAddress: newAddress() });
/** What a reader can find of the post: its page, the newest list, search, its tag, the sitemap. */
async function seenByReaders(written: StudioPost, word: string, tagSlug: string) {
  const page = (await reader(`/posts/slug/${written.slug}`)).statusCode === 200;
  const newest = (await reader('/posts/published?limit=50')).json<BlogListResponse>().data.posts;
  const found = (await reader(`/posts/search?search=${word}`)).json<BlogListResponse>().data.posts;
  const tagged = await reader(`/posts/tag/${tagSlug}`);
  const sitemap = (await app.inject({ url: '/sitemaps/posts-1.xml' })).body;
  return {
    page,
    newest: newest.some((item) => item._id === written._id),
    search: found.some((item) => item._id === written._id),
    tag: tagged.statusCode === 200 && tagged.json<BlogListResponse>().data.posts.length > 0,
    sitemap: sitemap.includes(`/blog/${written.slug}<`),
  };
}
const auditActions = async (id: string) =>
  (
    await (
      await getTestDb()
    ).query<{ action: string }>(
      "SELECT action FROM audit_log WHERE record_type = 'post' AND record_id = $1 ORDER BY id",
      [id],
    )
  ).map((row) => row.action);

describe('a post scheduled on the clock', () => {
  it('is seen by no reader before its time, and by every read from its time', async () => {
    const word = unique();
    const tagName = `Checklists ${word}`;
    const at = new Date(now + 2 * HOUR).toISOString();
    const written = await write(post(word, { status: 'scheduled', published_at: at, new_tags: [tagName] }));
    expect(written).toMatchObject({ status: 'scheduled', published_at: at });
    const tagSlug = written.tags[0]!.slug;
    const hidden = { page: false, newest: false, search: false, tag: false, sitemap: false };
    expect(await seenByReaders(written, word, tagSlug)).toEqual(hidden);
    const comment = await app.inject({
      method: 'POST',
      url: '/api/v1/blog/comments',
      remoteAddress: newAddress(),
      payload: { post_id: written._id, name: 'Early Reader', email: 'early@example.com', comment: 'First!' },
    });
    expect(comment.statusCode).toBe(404);

    now += 2 * HOUR - 90_000; // a minute and a half before its time
    expect(await seenByReaders(written, word, tagSlug)).toEqual(hidden);
    // Browsers and shared caches keep the public answers no longer than until then.
    expect((await reader('/posts/published')).headers['cache-control']).toBe('public, max-age=90');
    expect((await reader('/categories/active')).headers['cache-control']).toBe('public, max-age=90');
    now += 89_000; // a second before its time
    expect(await seenByReaders(written, word, tagSlug)).toEqual(hidden);
    now += 1000; // its time
    expect(await seenByReaders(written, word, tagSlug)).toEqual({
      page: true,
      newest: true,
      search: true,
      tag: true,
      sitemap: true,
    });
    expect((await studio('GET', `/posts/${written._id}`)).json<{ data: StudioPost }>().data.status).toBe(
      'published',
    );
  });

  it('is refused a time in the past, and published is refused a time in the future', async () => {
    const word = unique();
    for (const [body, message] of [
      [{ status: 'scheduled' }, 'published_at: is required for a scheduled post'],
      [
        { status: 'scheduled', published_at: new Date(now - HOUR).toISOString() },
        'published_at: must be in the future',
      ],
      [
        { status: 'published', published_at: new Date(now + HOUR).toISOString() },
        'published_at: is in the future',
      ],
    ] as const) {
      const response = await studio('POST', '/posts', post(word, body));
      expect(response.statusCode).toBe(400);
      expect(response.json<{ message: string }>().message).toContain(message);
    }
    const listed = (await studio('GET', `/posts?search=${word}`)).json<StudioPostsResponse>().data;
    expect(listed.pagination.total).toBe(0);
  });
});

describe('writing posts in the studio', () => {
  it('a draft: slug from the title, content sanitised with its reading time, unseen by readers', async () => {
    const word = unique();
    const written = await write(
      post(word, {
        content: `<h2 onclick="steal()">Before you pay</h2><p>${'word '.repeat(450)}</p><script>alert(1)</script>`,
        category_ids: categoryIds,
        is_featured: true,
      }),
    );
    expect(written).toMatchObject({
      slug: `buying-a-villa-in-${word.toLowerCase()}-the-rera-checklist`,
      status: 'draft',
      published_at: null,
      content: `<h2>Before you pay</h2><p>${'word '.repeat(450)}</p>`,
      reading_time: 3,
      is_featured: true,
      author: { _id: authorId },
      featured_upload_id: null,
    });
    expect(written.categories.map((category) => category._id)).toEqual(categoryIds);
    expect((await reader(`/posts/slug/${written.slug}`)).statusCode).toBe(404);

    const drafts = (await studio('GET', `/posts?status=draft&search=${word}`)).json<StudioPostsResponse>()
      .data;
    expect(drafts.posts.map((item) => item._id)).toEqual([written._id]);
    expect(
      (await studio('GET', `/posts?status=published&search=${word}`)).json<StudioPostsResponse>().data.posts,
    ).toEqual([]);
    expect(await auditActions(written._id)).toEqual(['post.create']);
  });

  it('published: the title changes, the slug stays; another post of the same title gets -2', async () => {
    const word = unique();
    const first = await write(post(word, { status: 'published' }));
    expect(first.status).toBe('published');
    expect(new Date(first.published_at!).getTime()).toBe(now);
    const renamed = await studio('PATCH', `/posts/${first._id}`, { title: `Buying in ${word}, revised` });
    expect(renamed.json<{ data: StudioPost }>().data).toMatchObject({
      slug: first.slug,
      title: `Buying in ${word}, revised`,
      published_at: first.published_at,
    });
    const second = await write(post(word));
    expect(second.slug).toBe(`${first.slug}-2`);

    const taken = await studio('PATCH', `/posts/${second._id}`, { slug: first.slug });
    expect(taken.statusCode).toBe(400);
    expect(taken.json<{ message: string }>().message).toBe(
      'slug: is the address of another post: choose another',
    );
    const page = await studio('PATCH', `/posts/${second._id}`, { slug: 'topics' });
    expect(page.json<{ message: string }>().message).toBe(
      'slug: is the address of a blog page: choose another',
    );
    const moved = await studio('PATCH', `/posts/${second._id}`, { slug: `${word.toLowerCase()}-guide` });
    expect(moved.json<{ data: StudioPost }>().data.slug).toBe(`${word.toLowerCase()}-guide`);

    // Back to draft: readers lose it.
    await studio('PATCH', `/posts/${first._id}`, { status: 'draft' });
    expect((await reader(`/posts/slug/${first.slug}`)).statusCode).toBe(404);
    expect(await auditActions(first._id)).toEqual(['post.create', 'post.edit', 'post.edit']);
  });

  it('tags by id and by name: a name already a tag is that tag', async () => {
    const word = unique();
    const written = await write(post(word, { new_tags: [`Plots ${word}`, `plots ${word}`] }));
    expect(written.tags.map((tag) => tag.name)).toEqual([`Plots ${word}`]);
    const again = await write(post(word, { tag_ids: [written.tags[0]!._id], new_tags: [`Loans ${word}`] }));
    expect(again.tags.map((tag) => tag.name).sort()).toEqual([`Loans ${word}`, `Plots ${word}`].sort());
    const options = (await studio('GET', '/blog/options')).json<{
      data: { authors: { _id: string }[]; tags: { name: string }[] };
    }>().data;
    expect(options.tags.map((tag) => tag.name)).toContain(`Loans ${word}`);
    expect(options.authors.map((author) => author._id)).toContain(authorId);
  });

  it('an uploaded featured image is the post image and survives the sweep of unused uploads', async () => {
    const sent = await upload(app, [{ name: 'banner.png', bytes: await png(), type: 'image/png' }]);
    expect(sent.statusCode, sent.body).toBe(201);
    const uploadId = sent.json<UploadAnswer>().data[0]!._id;
    const word = unique();
    const written = await write(post(word, { featured_image: undefined, featured_upload_id: uploadId }));
    expect(written).toMatchObject({
      featured_upload_id: uploadId,
      featured_image: `/api/v1/uploads/${uploadId}/display`,
    });
    const unused = (
      await upload(app, [{ name: 'other.png', bytes: await png(), type: 'image/png' }])
    ).json<UploadAnswer>().data[0]!;
    // The sweep the app runs, on the same database, storage and clock.
    const uploads = createUploadsRepository(
      await getTestDb(),
      createUploadStorage(testConfig().uploadStorage),
      {
        clock: () => now,
      },
    );
    now += 2 * HOUR;
    expect(await uploads.sweep()).toBeGreaterThan(0);
    expect((await app.inject({ url: unused.url })).statusCode).toBe(404);
    expect((await app.inject({ url: `/api/v1/uploads/${uploadId}/display` })).statusCode).toBe(200);
    expect((await reader(`/posts/slug/${written.slug}`)).statusCode).toBe(404); // a draft still
  });

  it('refuses bad input with a message naming the field, and changes nothing', async () => {
    const word = unique();
    const written = await write(post(word));
    const before = (await studio('GET', `/posts/${written._id}`)).json<{ data: StudioPost }>().data;
    const missing = 'ffffffffffffffffffffffff';
    const refusals: [object, string][] = [
      [{ author_id: missing }, 'author_id: is not a blog author'],
      [{ category_ids: [categoryIds[0], missing] }, 'category_ids[1]: is not a blog category'],
      [{ tag_ids: [missing] }, 'tag_ids[0]: is not a blog tag'],
      [{ featured_upload_id: missing }, 'featured_upload_id: is not an upload this server holds'],
      [{ featured_image: 'javascript:alert(1)' }, 'featured_image'],
      [{ featured_image: '//evil.example/x.png' }, 'featured_image'],
      [{ title: '   ' }, 'title'],
      [{ status: 'archived' }, "status: must be one of 'draft', 'scheduled', 'published'"],
      [{ new_tags: ['!!!'] }, 'new_tags[0]: needs a letter or digit'],
      [{ slug: 'Not A Slug' }, 'slug'],
      [{ content: 'x'.repeat(200_001) }, 'content: must be at most 200000 characters long'],
      [{ views: 10 }, 'views'],
      [{}, 'body: send at least one field to change'],
    ];
    for (const [patch, message] of refusals) {
      const response = await studio('PATCH', `/posts/${written._id}`, patch);
      expect(response.statusCode, JSON.stringify(patch).slice(0, 80)).toBe(400);
      expect(response.json<{ message: string }>().message).toContain(message);
    }
    expect((await studio('GET', `/posts/${written._id}`)).json<{ data: StudioPost }>().data).toEqual(before);
    expect(await auditActions(written._id)).toEqual(['post.create']);
    expect((await studio('PATCH', `/posts/${missing}`, { title: 'X' })).statusCode).toBe(404);
    expect((await studio('GET', `/posts/${missing}`)).statusCode).toBe(404);
    const noImage = await studio('POST', '/posts', post(word, { featured_image: undefined }));
    expect(noImage.json<{ message: string }>().message).toBe(
      'featured_image: is required: an upload (featured_upload_id) or a URL',
    );
  });
});

describe('a private preview link', () => {
  it('shows a draft, in the reader shape, unstored and unindexed, for 7 days', async () => {
    const written = await write(post(unique()));
    const linked = await studio('POST', `/posts/${written._id}/preview-link`);
    expect(linked.statusCode, linked.body).toBe(201);
    const { url, api_url, expires_at } = linked.json<{
      data: { url: string; api_url: string; expires_at: string };
    }>().data;
    const token = new URL(url).searchParams.get('preview')!;
    expect(url).toMatch(new RegExp(`/blog/${written.slug}\\?preview=[A-Za-z0-9_-]{43}$`));
    expect(api_url.endsWith(`/api/v1/blog/preview/${token}`)).toBe(true);
    expect(new Date(expires_at).getTime()).toBe(now + 7 * 24 * HOUR);

    const seen = await reader(`/preview/${token}`);
    expect(seen.statusCode).toBe(200);
    expect(seen.headers['cache-control']).toBe('private, no-store');
    expect(seen.headers['x-robots-tag']).toBe('noindex');
    const shown = seen.json<{ data: BlogPost }>().data;
    expect(shown).toMatchObject({ _id: written._id, slug: written.slug, content: written.content });
    expect(Object.keys(shown).sort()).toEqual(
      [
        '_id',
        'slug',
        'title',
        'excerpt',
        'featured_image',
        'is_featured',
        'categories',
        'tags',
        'author',
        'published_at',
        'created_at',
        'reading_time',
        'like_count',
        'comment_count',
        'content',
        'share_image',
      ].sort(),
    );
    const [stored] = await (
      await getTestDb()
    ).query<{ token_hash: string }>('SELECT token_hash FROM blog_post_previews WHERE post_id = $1', [
      written._id,
    ]);
    expect(stored!.token_hash).not.toContain(token);

    const wrong = await reader(`/preview/${'A'.repeat(43)}`);
    expect(wrong.statusCode).toBe(404);
    expect(wrong.headers['x-robots-tag']).toBe('noindex');
    now += 7 * 24 * HOUR;
    expect((await reader(`/preview/${token}`)).statusCode).toBe(404);
    // A new link works; the spent one's row is gone.
    const renewed = await studio('POST', `/posts/${written._id}/preview-link`);
    const next = new URL(renewed.json<{ data: { url: string } }>().data.url).searchParams.get('preview')!;
    expect((await reader(`/preview/${next}`)).statusCode).toBe(200);
    const links = await (
      await getTestDb()
    ).query('SELECT 1 FROM blog_post_previews WHERE post_id = $1', [written._id]);
    expect(links).toHaveLength(1);
    expect(await auditActions(written._id)).toEqual([
      'post.create',
      'post.preview_link',
      'post.preview_link',
    ]);
  });
});
