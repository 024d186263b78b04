import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { NotFoundError } from '../../lib/errors.ts';
import {
  BlogListQuerySchema,
  BlogListResponseSchema,
  BlogPostResponseSchema,
  BlogShortListQuerySchema,
  BlogTermParamsSchema,
  CategoriesResponseSchema,
  ErrorResponseSchema,
  PopularTagsQuerySchema,
  SlugParamsSchema,
  TagsResponseSchema,
} from '../../schemas/index.ts';

const listSchema = { response: { 200: BlogListResponseSchema, 400: ErrorResponseSchema } };

const blogRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/blog/posts/published',
    {
      schema: {
        tags: ['blog'],
        summary: 'Published posts, newest first',
        querystring: BlogListQuerySchema,
        ...listSchema,
      },
    },
    async (request) =>
      app.blog.listPublished({ page: request.query.page ?? 1, limit: request.query.limit ?? 10 }),
  );

  const shortLists = [
    {
      path: '/blog/posts/featured',
      summary: 'Featured posts, newest first',
      defaultLimit: 2,
      featuredOnly: true,
      order: 'recent',
    },
    {
      path: '/blog/posts/popular',
      summary: 'The most liked and discussed posts',
      defaultLimit: 5,
      featuredOnly: false,
      order: 'popular',
    },
    {
      path: '/blog/posts/recent',
      summary: 'The latest posts',
      defaultLimit: 5,
      featuredOnly: false,
      order: 'recent',
    },
  ] as const;
  for (const list of shortLists) {
    app.get(
      list.path,
      {
        schema: {
          tags: ['blog'],
          summary: list.summary,
          querystring: BlogShortListQuerySchema,
          ...listSchema,
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
    '/blog/posts/slug/:slug',
    {
      schema: {
        tags: ['blog'],
        summary: 'A published post by slug',
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
    '/blog/posts/category/:slug',
    {
      schema: {
        tags: ['blog'],
        summary: "A category's published posts (slug or id)",
        params: BlogTermParamsSchema,
        querystring: BlogListQuerySchema,
        response: { 200: BlogListResponseSchema, 400: ErrorResponseSchema, 404: ErrorResponseSchema },
      },
    },
    async (request) => {
      const category = await app.blog.findCategory(request.params.slug);
      if (category === null) throw new NotFoundError('Category not found');
      return app.blog.listPublished({
        page: request.query.page ?? 1,
        limit: request.query.limit ?? 10,
        categoryId: category._id,
      });
    },
  );

  app.get(
    '/blog/posts/tag/:slug',
    {
      schema: {
        tags: ['blog'],
        summary: "A tag's published posts (slug or id)",
        params: BlogTermParamsSchema,
        querystring: BlogListQuerySchema,
        response: { 200: BlogListResponseSchema, 400: ErrorResponseSchema, 404: ErrorResponseSchema },
      },
    },
    async (request) => {
      const tag = await app.blog.findTag(request.params.slug);
      if (tag === null) throw new NotFoundError('Tag not found');
      return app.blog.listPublished({
        page: request.query.page ?? 1,
        limit: request.query.limit ?? 10,
        tagId: tag._id,
      });
    },
  );

  app.get(
    '/blog/categories/active',
    { schema: { tags: ['blog'], summary: 'Active categories', response: { 200: CategoriesResponseSchema } } },
    async () => ({ status: 'success' as const, data: await app.blog.listActiveCategories() }),
  );

  app.get(
    '/blog/tags/popular',
    {
      schema: {
        tags: ['blog'],
        summary: 'Tags used by the most published posts',
        querystring: PopularTagsQuerySchema,
        response: { 200: TagsResponseSchema, 400: ErrorResponseSchema },
      },
    },
    async (request) => ({
      status: 'success' as const,
      data: await app.blog.listPopularTags(request.query.limit ?? 20),
    }),
  );
};

export default blogRoutes;
