// Issue 13: every blog read of spec 7 (posts, search, categories, tags, authors), with its cache
// time (spec 9) and the spec 5 lengths of the two searches. Runs on PGlite, and on PostgreSQL under
// scripts/pg-cluster.mjs.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  AuthorProfileResponse,
  BlogListResponse,
  BlogPostResponse,
  CategoriesResponse,
  CategoriesWithCountResponse,
  CategoryWithPostsResponse,
  ErrorResponse,
  TagsResponse,
} from '../../src/schemas/index.ts';
import { searchQuery } from '../../src/plugins/app/blog-posts.ts';
import { buildTestApp } from '../helpers/app.ts';
import { getTestDb } from '../helpers/database.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

const get = async <T>(url: string) => {
  const response = await app.inject({ method: 'GET', url: `/api/v1${url}` });
  return { status: response.statusCode, body: response.json<T>(), cache: response.headers['cache-control'] };
};

const slugs = (body: BlogListResponse) => body.data.posts.map((post) => post.slug);

describe('blog posts', () => {
  it('carry their author: name, slug and avatar', async () => {
    const { body, cache } = await get<BlogListResponse>('/blog/posts/published?limit=3');
    expect(cache).toBe('public, max-age=300');
    expect(body.data.posts[0]?.author).toEqual({
      _id: expect.stringMatching(/^[0-9a-f]{24}$/),
      name: expect.any(String),
      slug: expect.stringMatching(/^[a-z0-9]+(-[a-z0-9]+)*$/),
      avatar: null,
    });
    const post = await get<BlogPostResponse>(`/blog/posts/slug/${body.data.posts[0]!.slug}`);
    expect(post.cache).toBe('public, max-age=600');
    expect(post.body.data.author).toEqual(body.data.posts[0]!.author);
  });

  it('featured (default 2), popular and recent (default 5) take a limit and are cached by resource', async () => {
    const featured = await get<BlogListResponse>('/blog/posts/featured');
    expect(featured.body.data.posts).toHaveLength(2);
    expect(featured.cache).toBe('public, max-age=600');
    const popular = await get<BlogListResponse>('/blog/posts/popular');
    expect(popular.body.data.posts).toHaveLength(5);
    expect(popular.cache).toBe('public, max-age=900');
    const recent = await get<BlogListResponse>('/blog/posts/recent?limit=7');
    expect(recent.body.data.posts).toHaveLength(7);
    expect(recent.cache).toBe('public, max-age=300');
    const dates = recent.body.data.posts.map((post) => post.published_at);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it('lists an author and their posts by slug or id, and 404s for an unknown author', async () => {
    const { body } = await get<BlogListResponse>('/blog/posts/published?limit=1');
    const author = body.data.posts[0]!.author;
    const profile = await get<AuthorProfileResponse>(`/blog/authors/${author.slug}`);
    expect(profile.status).toBe(200);
    expect(profile.cache).toBe('public, max-age=1800');
    expect(profile.body.data).toMatchObject({ ...author, bio: expect.any(String) });
    expect(profile.body.data.post_count).toBeGreaterThan(0);
    for (const ref of [author.slug, author._id]) {
      const posts = await get<BlogListResponse>(`/blog/posts/author/${ref}?limit=50`);
      expect(posts.body.data.pagination.total).toBe(profile.body.data.post_count);
      expect(posts.body.data.posts.every((post) => post.author._id === author._id)).toBe(true);
    }
    expect(await get<ErrorResponse>('/blog/posts/author/nobody-here')).toMatchObject({
      status: 404,
      body: { message: 'Author not found' },
    });
    expect((await get<ErrorResponse>('/blog/authors/nobody-here')).status).toBe(404);
  });

  it('never has the slug of the /blog/topics page, which would hide it', async () => {
    const db = await getTestDb();
    const [post] = await db.query<{ id: string }>('SELECT id FROM blog_posts ORDER BY id LIMIT 1');
    await expect(db.query(`UPDATE blog_posts SET slug = 'topics' WHERE id = $1`, [post!.id])).rejects.toThrow(
      /blog_posts_slug_not_a_blog_page/,
    );
  });

  it('by category and tag accept the id as well as the slug', async () => {
    const categories = await get<CategoriesResponse>('/blog/categories/active');
    const legal = categories.body.data.find((category) => category.slug === 'legal-and-rera')!;
    const byId = await get<BlogListResponse>(`/blog/posts/category/${legal._id}`);
    const bySlug = await get<BlogListResponse>('/blog/posts/category/legal-and-rera');
    expect(slugs(byId.body)).toEqual(slugs(bySlug.body));
    const tags = await get<TagsResponse>('/blog/tags/active');
    const rera = tags.body.data.find((tag) => tag.slug === 'rera')!;
    expect(slugs((await get<BlogListResponse>(`/blog/posts/tag/${rera._id}`)).body)).toEqual(
      slugs((await get<BlogListResponse>('/blog/posts/tag/rera')).body),
    );
  });
});

describe('blog search', () => {
  it('finds a post by a word only in its body', async () => {
    const { status, body, cache } = await get<BlogListResponse>('/blog/posts/search?search=hibiscus');
    expect(status).toBe(200);
    expect(cache).toBe('public, max-age=300');
    expect(body.data.posts).toHaveLength(1);
    const post = (await get<BlogPostResponse>(`/blog/posts/slug/${body.data.posts[0]!.slug}`)).body.data;
    expect(`${post.title} ${post.excerpt}`.toLowerCase()).not.toContain('hibiscus');
    expect(post.content.toLowerCase()).toContain('hibiscus');
  });

  it('ranks a title match above body mentions, matches word forms and the start of the last word', async () => {
    const rera = await get<BlogListResponse>('/blog/posts/search?search=RERA%20registration');
    expect(rera.body.data.posts.length).toBeGreaterThan(1);
    expect(rera.body.data.posts[0]!.slug).toBe('check-rera-registration-karnataka-telangana-tamil-nadu');
    // 'villas' finds 'villa' (stemmed); 'regist' is the start of 'registration'.
    const forms = await get<BlogListResponse>('/blog/posts/search?search=villas');
    expect(forms.body.data.pagination.total).toBeGreaterThan(5);
    const prefix = await get<BlogListResponse>('/blog/posts/search?search=rera%20regist');
    expect(slugs(prefix.body)).toContain('check-rera-registration-karnataka-telangana-tamil-nadu');
    const page2 = await get<BlogListResponse>('/blog/posts/search?search=villas&limit=2&page=2');
    expect(page2.body.data.pagination).toMatchObject({ page: 2, limit: 2 });
    expect(slugs(page2.body)).toEqual(slugs(forms.body).slice(2, 4));
  });

  it('needs more than 2 characters (spec 5), and takes any text without a 5xx', async () => {
    for (const search of ['ab', '%20%20%20', '']) {
      const response = await get<ErrorResponse>(`/blog/posts/search?search=${search}`);
      expect(response.status).toBe(400);
      expect(response.body.message).toBe('search: must be at least 3 characters long');
      expect(response.cache).toBeUndefined();
    }
    expect((await get<ErrorResponse>('/blog/posts/search')).body.message).toBe('search: is required');
    for (const search of ['!!!', "'&|:*()", 'the and of', 'a:* | !b', '%5C%5C%5C']) {
      const response = await get<BlogListResponse>(`/blog/posts/search?search=${encodeURIComponent(search)}`);
      expect(response.status).toBe(200);
    }
  });

  it('builds a query only of words: every word must match, the last as a prefix', () => {
    expect(searchQuery('Villa  vs. apart')).toBe('villa & vs & apart:*');
    expect(searchQuery("'&|:*()")).toBeNull();
    expect(searchQuery('नमस्ते विला')).toBe('नमस्ते & विला:*');
  });
});

describe('blog categories and tags', () => {
  it('root categories have no parent; with-posts counts published posts', async () => {
    const root = await get<CategoriesResponse>('/blog/categories/root');
    expect(root.cache).toBe('public, max-age=1800');
    expect(root.body.data.length).toBeGreaterThan(3);
    expect(root.body.data.every((category) => category.parent_id === null)).toBe(true);
    const active = await get<CategoriesResponse>('/blog/categories/active');
    expect(active.body.data.length).toBeGreaterThan(root.body.data.length);

    const withPosts = await get<CategoriesWithCountResponse>('/blog/categories/with-posts');
    expect(withPosts.body.data.every((category) => category.post_count > 0)).toBe(true);
    const legal = withPosts.body.data.find((category) => category.slug === 'legal-and-rera')!;
    const listed = await get<BlogListResponse>('/blog/posts/category/legal-and-rera?limit=50');
    expect(legal.post_count).toBe(listed.body.data.pagination.total);
  });

  it('one category with its posts, by id or slug', async () => {
    const { status, body, cache } = await get<CategoryWithPostsResponse>(
      '/blog/categories/legal-and-rera/with-posts?limit=2',
    );
    expect(status).toBe(200);
    expect(cache).toBe('public, max-age=300');
    expect(body.data.category).toMatchObject({ slug: 'legal-and-rera', name: 'Legal & RERA' });
    expect(body.data.posts).toHaveLength(2);
    expect(body.data.pagination.total).toBeGreaterThan(2);
    const byId = await get<CategoryWithPostsResponse>(
      `/blog/categories/${body.data.category._id}/with-posts?limit=2`,
    );
    expect(byId.body.data.posts).toEqual(body.data.posts);
    expect(await get<ErrorResponse>('/blog/categories/astrology/with-posts')).toMatchObject({
      status: 404,
      body: { message: 'Category not found' },
    });
  });

  it('active tags are those on published posts; popular takes a limit (default 20)', async () => {
    const active = await get<TagsResponse>('/blog/tags/active');
    expect(active.cache).toBe('public, max-age=1800');
    const names = active.body.data.map((tag) => tag.name);
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    const popular = await get<TagsResponse>('/blog/tags/popular');
    expect(popular.body.data.length).toBe(Math.min(20, active.body.data.length));
  });

  it('tag search needs more than 1 character (spec 5) and puts names starting with it first', async () => {
    const found = await get<TagsResponse>('/blog/tags/search?search=re');
    expect(found.status).toBe(200);
    expect(found.cache).toBe('public, max-age=600');
    expect(found.body.data.map((tag) => tag.slug)).toContain('rera');
    expect(found.body.data[0]!.name.toLowerCase().startsWith('re')).toBe(true);
    expect(
      (await get<TagsResponse>('/blog/tags/search?search=RERA')).body.data.map((tag) => tag.slug),
    ).toContain('rera');
    const short = await get<ErrorResponse>('/blog/tags/search?search=r');
    expect(short).toMatchObject({
      status: 400,
      body: { message: 'search: must be at least 2 characters long' },
    });
    expect((await get<ErrorResponse>('/blog/tags/search?search=%20r')).body.message).toBe(
      'search: must be at least 2 characters long',
    );
    // LIKE's wildcards are text here.
    expect((await get<TagsResponse>('/blog/tags/search?search=%25%25')).body.data).toEqual([]);
    expect((await get<TagsResponse>('/blog/tags/search?search=__')).body.data).toEqual([]);
  });
});
