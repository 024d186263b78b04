import Type, { type Static } from 'typebox';
import { Envelope, IdSchema, PageQuerySchema, PaginationSchema } from './common.ts';

export const CategorySchema = Type.Object({
  _id: IdSchema,
  slug: Type.String(),
  name: Type.String(),
  color: Type.String(),
  description: Type.String(),
  parent_id: Type.Union([IdSchema, Type.Null()]),
});
export type Category = Static<typeof CategorySchema>;

export const TagSchema = Type.Object({
  _id: IdSchema,
  slug: Type.String(),
  name: Type.String(),
  color: Type.Optional(Type.Union([Type.String(), Type.Null()])),
});
export type Tag = Static<typeof TagSchema>;

export const AuthorSchema = Type.Object({ _id: IdSchema, name: Type.String() });

export const BlogPostSummarySchema = Type.Object({
  _id: IdSchema,
  slug: Type.String(),
  title: Type.String(),
  excerpt: Type.String(),
  featured_image: Type.String(),
  is_featured: Type.Boolean(),
  categories: Type.Array(Type.Pick(CategorySchema, ['_id', 'slug', 'name', 'color'])),
  tags: Type.Array(TagSchema),
  author: AuthorSchema,
  published_at: Type.String({ format: 'date-time' }),
  created_at: Type.String({ format: 'date-time' }),
  reading_time: Type.Integer({ description: 'Minutes' }),
  like_count: Type.Integer(),
  comment_count: Type.Integer(),
});
export type BlogPostSummary = Static<typeof BlogPostSummarySchema>;

export const BlogPostSchema = Type.Intersect([
  BlogPostSummarySchema,
  /** `content` is HTML sanitised on the server before it is stored. */
  Type.Object({ content: Type.String() }),
]);
export type BlogPost = Static<typeof BlogPostSchema>;

export const BlogListQuerySchema = Type.Object({
  page: Type.Optional(PageQuerySchema),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 50, default: 10 })),
});
export type BlogListQuery = Static<typeof BlogListQuerySchema>;

export const BlogListResponseSchema = Envelope(
  Type.Object({ posts: Type.Array(BlogPostSummarySchema), pagination: PaginationSchema }),
);
export type BlogListResponse = Static<typeof BlogListResponseSchema>;
export const BlogPostResponseSchema = Envelope(BlogPostSchema);
export type BlogPostResponse = Static<typeof BlogPostResponseSchema>;

export const CategoriesResponseSchema = Envelope(Type.Array(CategorySchema));
export type CategoriesResponse = Static<typeof CategoriesResponseSchema>;
export const TagsResponseSchema = Envelope(Type.Array(TagSchema));
export type TagsResponse = Static<typeof TagsResponseSchema>;

export const PopularTagsQuerySchema = Type.Object({
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 20 })),
});
export type PopularTagsQuery = Static<typeof PopularTagsQuerySchema>;

/** The sidebar lists (featured, popular, recent): one page of `limit` posts. */
export const BlogShortListQuerySchema = Type.Object({
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 20 })),
});
export type BlogShortListQuery = Static<typeof BlogShortListQuerySchema>;

/** `:slug` of a category or tag; an id is accepted too. */
export const BlogTermParamsSchema = Type.Object({ slug: Type.String({ minLength: 1, maxLength: 200 }) });
export type BlogTermParams = Static<typeof BlogTermParamsSchema>;
