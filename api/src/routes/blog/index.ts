// The blog's reads (spec 7): posts, search, categories, tags and authors. Public and the same for
// everyone, so each answer may be cached for 2 to 30 minutes by resource (spec 9, BLOG_CACHE_SECONDS).
// Likes, views, comments and analytics: ./engagement.ts.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { BadRequestError, NotFoundError } from '../../lib/errors.ts';
import { searchQuery } from '../../plugins/app/blog-posts.ts';
import {
  AuthorProfileResponseSchema,
  BLOG_SEARCH_MIN_LENGTH,
  BlogListQuerySchema,
  BlogListResponseSchema,
  BlogPostResponseSchema,
  BlogRefParamsSchema,
  BlogSearchQuerySchema,
  BlogShortListQuerySchema,
  CategoriesResponseSchema,
  CategoriesWithCountResponseSchema,
  CategoryWithPostsResponseSchema,
  ErrorResponseSchema,
  PopularTagsQuerySchema,
  SlugParamsSchema,
  TAG_SEARCH_MIN_LENGTH,
  TagSearchQuerySchema,
  TagsResponseSchema,
} from '../../schemas/index.ts';
import { BLOG_CACHE_SECONDS, cacheFor, cacheNote } from './cache.ts';
import engagementRoutes from './engagement.ts';
import previewRoutes from './preview.ts';

const listResponses = { 200: BlogListResponseSchema, 400: ErrorResponseSchema };
const listResponses404 = { ...listResponses, 404: ErrorResponseSchema };

const blogRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(engagementRoutes);
  await app.register(previewRoutes);

  app.get(
    '/blog/posts/published',
    {
      onSend: cacheFor(BLOG_CACHE_SECONDS.postList),
      schema: {
        tags: ['blog'],
        summary: 'Published posts, newest first',
        description: cacheNote(BLOG_CACHE_SECONDS.postList),
        querystring: BlogListQuerySchema,
        response: listResponses,
      },
    },
    async (request) =>
      app.blog.listPublished({ page: request.query.page ?? 1, limit: request.query.limit ?? 10 }),
  );

  const shortLists = [
    {
      path: '/blog/posts/featured',
      summary: 'Featured posts, newest first (limit: default 2)',
      defaultLimit: 2,
      featuredOnly: true,
      order: 'recent',
      cache: BLOG_CACHE_SECONDS.featured,
    },
    {
      path: '/blog/posts/popular',
      summary:
        'The most read and liked posts: views plus 5 × likes over the last 30 days, then the same all time (limit: default 5)',
      defaultLimit: 5,
      featuredOnly: false,
      order: 'popular',
      cache: BLOG_CACHE_SECONDS.popular,
    },
    {
      path: '/blog/posts/recent',
      summary: 'The latest posts (limit: default 5)',
      defaultLimit: 5,
      featuredOnly: false,
      order: 'recent',
      cache: BLOG_CACHE_SECONDS.recent,
    },
  ] as const;
  for (const list of shortLists) {
    app.get(
      list.path,
      {
        onSend: cacheFor(list.cache),
        schema: {
          tags: ['blog'],
          summary: list.summary,
          description: cacheNote(list.cache),
          querystring: BlogShortListQuerySchema,
          response: listResponses,
        },
      },
      async (request) =>
        app.blog.listPublished({
          page: 1,
          limit: request.query.limit ?? list.defaultLimit,
          featuredOnly: list.featuredOnly,
          order: list.order,
        }),
    );
  }

  app.get(
    '/blog/posts/search',
    {
      onSend: cacheFor(BLOG_CACHE_SECONDS.search),
      schema: {
        tags: ['blog'],
        summary: 'Search published posts, best match first',
        description:
          `Full-text search (PostgreSQL, english) over title, excerpt and body, ranked by ts_rank with the ` +
          `title weighted most. Every word must match; the last may be the start of a word. search must ` +
          `be at least ${BLOG_SEARCH_MIN_LENGTH} characters (spec 5), else a 400. ${cacheNote(BLOG_CACHE_SECONDS.search)}`,
        querystring: BlogSearchQuerySchema,
        response: listResponses,
      },
    },
    async (request) => {
      const { page = 1, limit = 10 } = request.query;
      const search = request.query.search.trim();
      if (search.length < BLOG_SEARCH_MIN_LENGTH)
        throw new BadRequestError(`search: must be at least ${BLOG_SEARCH_MIN_LENGTH} characters long`);
      const query = searchQuery(search);
      if (query === null) {
        return {
          status: 'success' as const,
          data: { posts: [], pagination: { page, limit, total: 0, totalPages: 0 } },
        };
      }
      return app.blog.listPublished({ page, limit, search: query, order: 'relevance' });
    },
  );

  app.get(
    '/blog/posts/slug/:slug',
    {
      onSend: cacheFor(BLOG_CACHE_SECONDS.post),
      schema: {
        tags: ['blog'],
        summary: 'A published post by slug, with its author',
        description: cacheNote(BLOG_CACHE_SECONDS.post),
        params: SlugParamsSchema,
        response: { 200: BlogPostResponseSchema, 400: ErrorResponseSchema, 404: ErrorResponseSchema },
      },
    },
    async (request) => {
      const post = await app.blog.findPublishedBySlug(request.params.slug);
      if (post === null) throw new NotFoundError('Post not found');
      return { status: 'success' as const, data: post };
    },
  );

  app.get(
    '/blog/posts/category/:id',
    {
      onSend: cacheFor(BLOG_CACHE_SECONDS.postList),
      schema: {
        tags: ['blog'],
        summary: "A category's published posts (id or slug), newest first",
        description: cacheNote(BLOG_CACHE_SECONDS.postList),
        params: BlogRefParamsSchema,
        querystring: BlogListQuerySchema,
        response: listResponses404,
      },
    },
    async (request) => {
      const category = await app.blog.findCategory(request.params.id);
      if (category === null) throw new NotFoundError('Category not found');
      return app.blog.listPublished({
        page: request.query.page ?? 1,
        limit: request.query.limit ?? 10,
        categoryId: category._id,
      });
    },
  );

  app.get(
    '/blog/posts/tag/:id',
    {
      onSend: cacheFor(BLOG_CACHE_SECONDS.postList),
      schema: {
        tags: ['blog'],
        summary: "A tag's published posts (id or slug), newest first",
        description: cacheNote(BLOG_CACHE_SECONDS.postList),
        params: BlogRefParamsSchema,
        querystring: BlogListQuerySchema,
        response: listResponses404,
      },
    },
    async (request) => {
      const tag = await app.blog.findTag(request.params.id);
      if (tag === null) throw new NotFoundError('Tag not found');
      return app.blog.listPublished({
        page: request.query.page ?? 1,
        limit: request.query.limit ?? 10,
        tagId: tag._id,
      });
    },
  );

  app.get(
    '/blog/posts/author/:id',
    {
      onSend: cacheFor(BLOG_CACHE_SECONDS.postList),
      schema: {
        tags: ['blog'],
        summary: "An author's published posts (id or slug), newest first",
        description: cacheNote(BLOG_CACHE_SECONDS.postList),
        params: BlogRefParamsSchema,
        querystring: BlogListQuerySchema,
        response: listResponses404,
      },
    },
    async (request) => {
      const author = await app.blog.findAuthor(request.params.id);
      if (author === null) throw new NotFoundError('Author not found');
      return app.blog.listPublished({
        page: request.query.page ?? 1,
        limit: request.query.limit ?? 10,
        authorId: author._id,
      });
    },
  );

  app.get(
    '/blog/authors/:id',
    {
      onSend: cacheFor(BLOG_CACHE_SECONDS.author),
      schema: {
        tags: ['blog'],
        summary: 'An author (id or slug): name, slug, avatar, bio and number of published posts',
        description: `For /blog/author/{slug}; the posts come from /blog/posts/author/{id}. ${cacheNote(BLOG_CACHE_SECONDS.author)}`,
        params: BlogRefParamsSchema,
        response: { 200: AuthorProfileResponseSchema, 400: ErrorResponseSchema, 404: ErrorResponseSchema },
      },
    },
    async (request) => {
      const author = await app.blog.findAuthor(request.params.id);
      if (author === null) throw new NotFoundError('Author not found');
      return { status: 'success' as const, data: author };
    },
  );

  const termsCache = { onSend: cacheFor(BLOG_CACHE_SECONDS.terms) };
  app.get(
    '/blog/categories/active',
    {
      ...termsCache,
      schema: {
        tags: ['blog'],
        summary: 'Active categories',
        description: cacheNote(BLOG_CACHE_SECONDS.terms),
        response: { 200: CategoriesResponseSchema },
      },
    },
    async () => ({ status: 'success' as const, data: await app.blog.listActiveCategories() }),
  );

  app.get(
    '/blog/categories/root',
    {
      ...termsCache,
      schema: {
        tags: ['blog'],
        summary: 'Active top-level categories (no parent)',
        description: cacheNote(BLOG_CACHE_SECONDS.terms),
        response: { 200: CategoriesResponseSchema },
      },
    },
    async () => ({ status: 'success' as const, data: await app.blog.listRootCategories() }),
  );

  app.get(
    '/blog/categories/with-posts',
    {
      ...termsCache,
      schema: {
        tags: ['blog'],
        summary: 'Active categories holding published posts, with post_count',
        description: cacheNote(BLOG_CACHE_SECONDS.terms),
        response: { 200: CategoriesWithCountResponseSchema },
      },
    },
    async () => ({ status: 'success' as const, data: await app.blog.listCategoriesWithPosts() }),
  );

  app.get(
    '/blog/categories/:id/with-posts',
    {
      onSend: cacheFor(BLOG_CACHE_SECONDS.postList),
      schema: {
        tags: ['blog'],
        summary: 'A category (id or slug) and a page of its published posts',
        description: cacheNote(BLOG_CACHE_SECONDS.postList),
        params: BlogRefParamsSchema,
        querystring: BlogListQuerySchema,
        response: {
          200: CategoryWithPostsResponseSchema,
          400: ErrorResponseSchema,
          404: ErrorResponseSchema,
        },
      },
    },
    async (request) => {
      const category = await app.blog.findCategory(request.params.id);
      if (category === null) throw new NotFoundError('Category not found');
      const { data } = await app.blog.listPublished({
        page: request.query.page ?? 1,
        limit: request.query.limit ?? 10,
        categoryId: category._id,
      });
      return { status: 'success' as const, data: { category, ...data } };
    },
  );

  app.get(
    '/blog/tags/active',
    {
      ...termsCache,
      schema: {
        tags: ['blog'],
        summary: 'Tags on at least one published post, by name',
        description: cacheNote(BLOG_CACHE_SECONDS.terms),
        response: { 200: TagsResponseSchema },
      },
    },
    async () => ({ status: 'success' as const, data: await app.blog.listActiveTags() }),
  );

  app.get(
    '/blog/tags/popular',
    {
      ...termsCache,
      schema: {
        tags: ['blog'],
        summary: 'Tags used by the most published posts (limit: default 20)',
        description: cacheNote(BLOG_CACHE_SECONDS.terms),
        querystring: PopularTagsQuerySchema,
        response: { 200: TagsResponseSchema, 400: ErrorResponseSchema },
      },
    },
    async (request) => ({
      status: 'success' as const,
      data: await app.blog.listPopularTags(request.query.limit ?? 20),
    }),
  );

  app.get(
    '/blog/tags/search',
    {
      onSend: cacheFor(BLOG_CACHE_SECONDS.tagSearch),
      schema: {
        tags: ['blog'],
        summary: 'Tags whose name or slug holds the search, those starting with it first (limit: default 10)',
        description: `search must be at least ${TAG_SEARCH_MIN_LENGTH} characters (spec 5), else a 400. ${cacheNote(BLOG_CACHE_SECONDS.tagSearch)}`,
        querystring: TagSearchQuerySchema,
        response: { 200: TagsResponseSchema, 400: ErrorResponseSchema },
      },
    },
    async (request) => {
      const search = request.query.search.trim();
      if (search.length < TAG_SEARCH_MIN_LENGTH)
        throw new BadRequestError(`search: must be at least ${TAG_SEARCH_MIN_LENGTH} characters long`);
      return {
        status: 'success' as const,
        data: await app.blog.searchTags(search, request.query.limit ?? 10),
      };
    },
  );
};

export default blogRoutes;
