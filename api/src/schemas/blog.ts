import Type, { type Static } from 'typebox';
import { COMMENT_RULES } from '../contract/field-rules.ts';
import { EmailSchema, Envelope, IdSchema, PageQuerySchema, PaginationSchema } from './common.ts';

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

/** A post's author as every post response carries it; /blog/author/{slug} is their page. */
export const AuthorSchema = Type.Object({
  _id: IdSchema,
  name: Type.String(),
  slug: Type.String(),
  /** An image URL, or null: the client shows the initials. */
  avatar: Type.Union([Type.String(), Type.Null()]),
});
export type Author = Static<typeof AuthorSchema>;

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
  Type.Object({
    content: Type.String(),
    /** Site-relative URL of the Open Graph image: the featured image cropped to 1200×630 as JPEG (docs/seo.md). */
    share_image: Type.String(),
  }),
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

// ---------------------------------------------------------------------------------------------
// Issue 13: search, the term lists, authors, likes, views, comments and analytics.

/** A `{id}` path parameter of a post: its _id. */
export const PostIdParamsSchema = Type.Object({ id: IdSchema });
export type PostIdParams = Static<typeof PostIdParamsSchema>;

/** A `{id}` path parameter of a category, tag or author: its _id or its slug. */
export const BlogRefParamsSchema = Type.Object({ id: Type.String({ minLength: 1, maxLength: 200 }) });
export type BlogRefParams = Static<typeof BlogRefParamsSchema>;

/** Blog search needs more than 2 characters (spec 5). */
export const BLOG_SEARCH_MIN_LENGTH = 3;
/** Tag search needs more than 1 character (spec 5). */
export const TAG_SEARCH_MIN_LENGTH = 2;
export const SEARCH_MAX_LENGTH = 100;

export const BlogSearchQuerySchema = Type.Object({
  search: Type.String({
    minLength: BLOG_SEARCH_MIN_LENGTH,
    maxLength: SEARCH_MAX_LENGTH,
    description: 'Words to find in the title, excerpt and body; the last one may be the start of a word.',
  }),
  page: Type.Optional(PageQuerySchema),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 50, default: 10 })),
});
export type BlogSearchQuery = Static<typeof BlogSearchQuerySchema>;

export const TagSearchQuerySchema = Type.Object({
  search: Type.String({ minLength: TAG_SEARCH_MIN_LENGTH, maxLength: SEARCH_MAX_LENGTH }),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 50, default: 10 })),
});
export type TagSearchQuery = Static<typeof TagSearchQuerySchema>;

/** A category with the number of published posts in it. */
export const CategoryWithCountSchema = Type.Intersect([
  CategorySchema,
  Type.Object({ post_count: Type.Integer({ minimum: 0 }) }),
]);
export type CategoryWithCount = Static<typeof CategoryWithCountSchema>;
export const CategoriesWithCountResponseSchema = Envelope(Type.Array(CategoryWithCountSchema));
export type CategoriesWithCountResponse = Static<typeof CategoriesWithCountResponseSchema>;

/** GET /blog/categories/{id}/with-posts: the category and a page of its posts. */
export const CategoryWithPostsResponseSchema = Envelope(
  Type.Object({
    category: CategorySchema,
    posts: Type.Array(BlogPostSummarySchema),
    pagination: PaginationSchema,
  }),
);
export type CategoryWithPostsResponse = Static<typeof CategoryWithPostsResponseSchema>;

export const AuthorProfileSchema = Type.Intersect([
  AuthorSchema,
  Type.Object({ bio: Type.String(), post_count: Type.Integer({ minimum: 0 }) }),
]);
export type AuthorProfile = Static<typeof AuthorProfileSchema>;
export const AuthorProfileResponseSchema = Envelope(AuthorProfileSchema);
export type AuthorProfileResponse = Static<typeof AuthorProfileResponseSchema>;

/**
 * The anonymous reader: a random id the browser keeps (localStorage), such as a UUID. A logged-in
 * reader is known by the bearer token instead, which wins when both are sent.
 */
export const VISITOR_ID_HEADER = 'x-visitor-id';
export const VISITOR_ID_PATTERN = '^[A-Za-z0-9_-]{16,64}$';
export const ReaderHeadersSchema = Type.Object({
  [VISITOR_ID_HEADER]: Type.Optional(
    Type.String({
      pattern: VISITOR_ID_PATTERN,
      'x-messages': {
        pattern: 'must be the id the browser keeps for this visitor: 16 to 64 letters, digits, - or _',
      },
    }),
  ),
});
export type ReaderHeaders = Static<typeof ReaderHeadersSchema>;

/**
 * POST /blog/posts/{id}/like. `liked` is the state the reader wants: the same request sent twice (a
 * double click, a retry, parallel requests) ends in that state, once. Without it the call toggles.
 */
export const LikeBodySchema = Type.Object(
  { liked: Type.Optional(Type.Boolean()) },
  { additionalProperties: false },
);
export type LikeBody = Static<typeof LikeBodySchema>;

export const LikeStateSchema = Type.Object({
  post_id: IdSchema,
  /** Whether this reader likes the post now. */
  liked: Type.Boolean(),
  like_count: Type.Integer({ minimum: 0 }),
});
export type LikeState = Static<typeof LikeStateSchema>;
export const LikeResponseSchema = Envelope(LikeStateSchema);
export type LikeResponse = Static<typeof LikeResponseSchema>;

export const ViewResponseSchema = Envelope(
  Type.Object({
    post_id: IdSchema,
    /** False when this reader's view was already counted today. */
    recorded: Type.Boolean(),
    view_count: Type.Integer({ minimum: 0 }),
  }),
);
export type ViewResponse = Static<typeof ViewResponseSchema>;

/** Comments are plain text: `comment` is shown as text, never as HTML, and links are not made clickable. */
export const CommentSchema = Type.Object({
  _id: IdSchema,
  post_id: IdSchema,
  name: Type.String(),
  comment: Type.String(),
  created_at: Type.String({ format: 'date-time' }),
});
export type Comment = Static<typeof CommentSchema>;

export const CommentsQuerySchema = Type.Object({
  page: Type.Optional(PageQuerySchema),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 50, default: 20 })),
});
export type CommentsQuery = Static<typeof CommentsQuerySchema>;
export const CommentsResponseSchema = Envelope(
  Type.Object({ comments: Type.Array(CommentSchema), pagination: PaginationSchema }),
);
export type CommentsResponse = Static<typeof CommentsResponseSchema>;

export const CommentBodySchema = Type.Object(
  {
    post_id: IdSchema,
    name: Type.String({ minLength: COMMENT_RULES.nameMin, maxLength: COMMENT_RULES.nameMax }),
    email: EmailSchema,
    comment: Type.String({ minLength: COMMENT_RULES.commentMin, maxLength: COMMENT_RULES.commentMax }),
    /** The honeypot: hidden from people (not `type="hidden"`: off-screen), so only a bot fills it. Send '' or leave it out. */
    website: Type.Optional(Type.String({ maxLength: 500 })),
  },
  { additionalProperties: false },
);
export type CommentBody = Static<typeof CommentBodySchema>;
export const CommentCreatedResponseSchema = Envelope(CommentSchema);
export type CommentCreatedResponse = Static<typeof CommentCreatedResponseSchema>;

export const PostAnalyticsSchema = Type.Object({
  _id: IdSchema,
  slug: Type.String(),
  title: Type.String(),
  published_at: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  /** All time: views counted once per reader per day, likes standing now, comments shown. */
  views: Type.Integer({ minimum: 0 }),
  likes: Type.Integer({ minimum: 0 }),
  comments: Type.Integer({ minimum: 0 }),
  /** The last 30 days, as Popular ranks them. */
  views_30d: Type.Integer({ minimum: 0 }),
  likes_30d: Type.Integer({ minimum: 0 }),
  hidden_comments: Type.Integer({ minimum: 0 }),
});
export type PostAnalytics = Static<typeof PostAnalyticsSchema>;
export const BlogAnalyticsResponseSchema = Envelope(
  Type.Object({
    totals: Type.Object({
      posts: Type.Integer({ minimum: 0 }),
      views: Type.Integer({ minimum: 0 }),
      likes: Type.Integer({ minimum: 0 }),
      comments: Type.Integer({ minimum: 0 }),
    }),
    posts: Type.Array(PostAnalyticsSchema),
  }),
);
export type BlogAnalyticsResponse = Static<typeof BlogAnalyticsResponseSchema>;

/** A comment as the team sees it (`npm run comments`): with the email, address and whether hidden. */
export const AdminCommentSchema = Type.Object({
  _id: IdSchema,
  post_id: IdSchema,
  post_slug: Type.String(),
  name: Type.String(),
  email: Type.String(),
  comment: Type.String(),
  ip: Type.Union([Type.String(), Type.Null()]),
  created_at: Type.String({ format: 'date-time' }),
  hidden_at: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
});
export type AdminComment = Static<typeof AdminCommentSchema>;
export const AdminCommentsResponseSchema = Envelope(Type.Array(AdminCommentSchema));
export const AdminCommentResponseSchema = Envelope(AdminCommentSchema);
export const AdminCommentsQuerySchema = Type.Object({
  post: Type.Optional(Type.String({ minLength: 1, maxLength: 200 })),
  hidden: Type.Optional(Type.Boolean()),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 1000, default: 50 })),
});
export type AdminCommentsQuery = Static<typeof AdminCommentsQuerySchema>;
