import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  BlogListResponse,
  BlogPostResponse,
  CategoriesResponse,
  TagsResponse,
} from '../../src/schemas/index.ts';
import type { Db } from '../../src/db/db.ts';
import { buildTestApp } from '../helpers/app.ts';
import { getTestDb } from '../helpers/database.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => {
  await app.close();
});

const get = async <T>(url: string) => {
  const response = await app.inject({ method: 'GET', url });
  return { status: response.statusCode, body: response.json<T>() };
};

async function allPublished() {
  const { body } = await get<BlogListResponse>('/api/v1/blog/posts/published?limit=50');
  return body.data.posts;
}

describe('blog', () => {
  it('lists published posts newest first, page by page', async () => {
    const { status, body } = await get<BlogListResponse>('/api/v1/blog/posts/published?page=1&limit=10');
    expect(status).toBe(200);
    expect(body.data.posts).toHaveLength(10);
    expect(body.data.pagination).toEqual({
      page: 1,
      limit: 10,
      total: body.data.pagination.total,
      totalPages: Math.ceil(body.data.pagination.total / 10),
    });
    expect(body.data.pagination.total).toBeGreaterThanOrEqual(22);
    const dates = body.data.posts.map((post) => post.published_at);
    expect(dates).toEqual([...dates].sort().reverse());
    const post = body.data.posts[0];
    expect(post?.categories.length).toBeGreaterThan(0);
    expect(post?.categories[0]?.color).toMatch(/^#[0-9A-F]{6}$/i);
    expect(post?.author.name).toBeTruthy();
    expect(post?.reading_time).toBeGreaterThan(0);
    const page3 = await get<BlogListResponse>('/api/v1/blog/posts/published?page=3&limit=10');
    expect(page3.body.data.posts.length).toBe(body.data.pagination.total - 20);
  });

  it('never lists or serves drafts', async () => {
    const posts = await allPublished();
    expect(posts.map((post) => post.slug)).not.toContain('draft-villa-prices-outlook');
    expect(posts.some((post) => post.slug.startsWith('draft-'))).toBe(false);
    expect(await get('/api/v1/blog/posts/slug/draft-villa-prices-outlook')).toEqual({
      status: 404,
      body: { statusCode: 404, error: 'Not Found', message: 'Post not found' },
    });
    const byTag = await get<BlogListResponse>('/api/v1/blog/posts/tag/interiors?limit=50');
    expect(byTag.body.data.posts.some((post) => post.slug.startsWith('draft-'))).toBe(false);
  });

  it('serves a post with its sanitised HTML content', async () => {
    const { status, body } = await get<BlogPostResponse>(
      '/api/v1/blog/posts/slug/check-rera-registration-karnataka-telangana-tamil-nadu',
    );
    expect(status).toBe(200);
    expect(body.data.title).toBe(
      "How to check a project's RERA registration in Karnataka, Telangana and Tamil Nadu",
    );
    expect(body.data.content).toContain('<h2>Where to look</h2>');
    expect(body.data.content).not.toMatch(/<script/i);
    expect(body.data.tags.map((tag) => tag.slug)).toContain('rera');
  });

  it('lists the posts of a category or tag, and 404s for unknown ones', async () => {
    const legal = await get<BlogListResponse>('/api/v1/blog/posts/category/legal-and-rera');
    expect(legal.status).toBe(200);
    expect(legal.body.data.posts.length).toBeGreaterThan(2);
    for (const post of legal.body.data.posts)
      expect(post.categories.map((category) => category.slug)).toContain('legal-and-rera');
    const rera = await get<BlogListResponse>('/api/v1/blog/posts/tag/rera');
    for (const post of rera.body.data.posts) expect(post.tags.map((tag) => tag.slug)).toContain('rera');
    expect((await get<{ message: string }>('/api/v1/blog/posts/category/astrology')).body).toMatchObject({
      statusCode: 404,
      message: 'Category not found',
    });
    expect((await get<{ message: string }>('/api/v1/blog/posts/tag/astrology')).body).toMatchObject({
      statusCode: 404,
      message: 'Tag not found',
    });
  });

  it('lists active categories and popular tags with colours', async () => {
    const categories = await get<CategoriesResponse>('/api/v1/blog/categories/active');
    expect(categories.body.data.length).toBeGreaterThanOrEqual(5);
    expect(categories.body.data[0]).toMatchObject({
      slug: 'buying-guide',
      name: 'Buying Guide',
      color: '#1E88E5',
      parent_id: null,
    });
    const nri = categories.body.data.find((category) => category.slug === 'nri-corner');
    expect(nri?.parent_id).toBe(categories.body.data[0]?._id);
    const tags = await get<TagsResponse>('/api/v1/blog/tags/popular?limit=20');
    expect(tags.body.data.length).toBeGreaterThanOrEqual(10);
    expect(tags.body.data.every((tag) => typeof tag.color === 'string')).toBe(true);
    expect((await get<TagsResponse>('/api/v1/blog/tags/popular?limit=3')).body.data).toHaveLength(3);
  });

  it('has the sidebar lists: featured, popular and recent', async () => {
    const featured = await get<BlogListResponse>('/api/v1/blog/posts/featured');
    expect(featured.body.data.posts).toHaveLength(2);
    expect(featured.body.data.posts.every((post) => post.is_featured)).toBe(true);
    expect((await get<BlogListResponse>('/api/v1/blog/posts/popular')).body.data.posts).toHaveLength(5);
    expect((await get<BlogListResponse>('/api/v1/blog/posts/recent?limit=3')).body.data.posts).toHaveLength(
      3,
    );
  });

  it('names the field of a bad page size', async () => {
    expect((await get<{ message: string }>('/api/v1/blog/posts/published?limit=500')).body.message).toBe(
      'limit: must be an integer between 1 and 50',
    );
  });

  it("cleans a post's HTML on the way out, whatever was stored", async () => {
    const [post] = await allPublished();
    // As if written by something other than our seed, which cleans what it stores.
    const stored =
      '<p id="__FEDERATION__">Hi <a href="https://example.com" target="_blank">x</a></p><img src="x" onerror="alert(1)"><script>alert(2)</script><a href="jav&#x09;ascript:alert(3)">y</a>';
    const db = await getTestDb();
    const storedElsewhere: Db = {
      kind: db.kind,
      query: async <Row>(sql: string, params?: readonly unknown[]) => {
        const rows = await db.query<Row>(sql, params);
        // The post read, as SQL (p.content FROM blog_posts) or as Kysely writes it ("p"."content" from "blog_posts").
        return /\bp"?\."?content"? from "?blog_posts\b/i.test(sql)
          ? rows.map((row) => ({ ...row, content: stored }))
          : rows;
      },
      exec: (sql) => db.exec(sql),
      transaction: (fn) => db.transaction(fn),
      close: async () => undefined,
    };
    const served = await buildTestApp({}, storedElsewhere);
    try {
      const response = await served.inject(`/api/v1/blog/posts/slug/${post!.slug}`);
      expect(response.statusCode).toBe(200);
      expect(response.json<BlogPostResponse>().data.content).toBe(
        '<p>Hi <a href="https://example.com" target="_blank" rel="noopener noreferrer">x</a></p><img src="x" /><a>y</a>',
      );
    } finally {
      await served.close();
    }
  });
});
