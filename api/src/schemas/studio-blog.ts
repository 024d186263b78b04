// The studio's blog (issue 26): posts in every state, their private preview links, and comment
// moderation. Option lists and rules come from contract/blog-studio.ts.
import Type, { type Static } from 'typebox';
import { COMMENT_VISIBILITIES, POST_RULES, POST_STATES } from '../contract/blog-studio.ts';
import { TokenSchema } from './auth.ts';
import { CategorySchema, TagSchema } from './blog.ts';
import { Envelope, IdSchema, PageQuerySchema, PaginationSchema, SlugSchema } from './common.ts';
import { TeamText } from './studio.ts';

// ---------------------------------------------------------------------------------------------
// Posts

export const PostStateSchema = Type.Enum(POST_STATES, {
  description:
    'draft: never shown; scheduled: shown from its published_at (in the future); published: shown now',
});

const TermSchema = Type.Pick(CategorySchema, ['_id', 'slug', 'name', 'color']);

export const StudioPostSummarySchema = Type.Object({
  _id: IdSchema,
  slug: Type.String(),
  title: Type.String(),
  excerpt: Type.String(),
  featured_image: Type.String({ description: 'The URL readers get' }),
  featured_upload_id: Type.Union([IdSchema, Type.Null()], {
    description: 'The upload it is, when it was uploaded; null for a URL',
  }),
  is_featured: Type.Boolean(),
  status: PostStateSchema,
  published_at: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  author: Type.Object({ _id: IdSchema, name: Type.String() }),
  categories: Type.Array(TermSchema),
  tags: Type.Array(TagSchema),
  reading_time: Type.Integer({ description: 'Minutes, from the stored content' }),
  like_count: Type.Integer(),
  comment_count: Type.Integer(),
  view_count: Type.Integer(),
  created_at: Type.String({ format: 'date-time' }),
  updated_at: Type.String({ format: 'date-time' }),
});
export type StudioPostSummary = Static<typeof StudioPostSummarySchema>;

export const StudioPostSchema = Type.Intersect([
  StudioPostSummarySchema,
  Type.Object({ content: Type.String({ description: 'HTML as stored: sanitised' }) }),
]);
export type StudioPost = Static<typeof StudioPostSchema>;
export const StudioPostResponseSchema = Envelope(StudioPostSchema);

export const StudioPostsQuerySchema = Type.Object(
  {
    status: Type.Optional(PostStateSchema),
    search: Type.Optional(
      Type.String({ minLength: 1, maxLength: 100, description: 'A part of the title or slug' }),
    ),
    page: Type.Optional(PageQuerySchema),
  },
  { additionalProperties: false },
);
export type StudioPostsQuery = Static<typeof StudioPostsQuerySchema>;
export const StudioPostsResponseSchema = Envelope(
  Type.Object({ posts: Type.Array(StudioPostSummarySchema), pagination: PaginationSchema }),
);
export type StudioPostsResponse = Static<typeof StudioPostsResponseSchema>;

const PostFields = {
  title: TeamText(POST_RULES.titleMax),
  slug: Type.Optional({
    ...SlugSchema,
    description: 'The address, /blog/{slug}. Made from the title when left out, and kept after.',
  }),
  excerpt: TeamText(POST_RULES.excerptMax),
  content: Type.String({
    maxLength: POST_RULES.contentMax,
    description: 'HTML from the editor. Stored sanitised: scripts, handlers and foreign schemes go.',
  }),
  featured_image: Type.Optional(
    Type.String({
      minLength: 2,
      maxLength: 500,
      pattern: '^(/[^/]|https://)',
      description: 'A path on this site or an https URL; or send featured_upload_id',
    }),
  ),
  featured_upload_id: Type.Optional(
    Type.Union([IdSchema, Type.Null()], { description: 'An upload (POST /fileupload) for the image' }),
  ),
  category_ids: Type.Optional(
    Type.Array(IdSchema, { maxItems: POST_RULES.categoriesMax, uniqueItems: true }),
  ),
  tag_ids: Type.Optional(Type.Array(IdSchema, { maxItems: POST_RULES.tagsMax, uniqueItems: true })),
  new_tags: Type.Optional(
    Type.Array(TeamText(POST_RULES.tagNameMax), {
      maxItems: POST_RULES.tagsMax,
      description: 'Tags by name: an existing tag of that name is used, else one is made',
    }),
  ),
  author_id: IdSchema,
  is_featured: Type.Optional(Type.Boolean()),
  status: PostStateSchema,
  published_at: Type.Optional(
    Type.Union([Type.String({ format: 'date-time' }), Type.Null()], {
      description:
        'scheduled: required, in the future. published: now when left out (a post published before ' +
        'keeps its time); not in the future. draft: kept as it is.',
    }),
  ),
};

export const StudioPostBodySchema = Type.Object(PostFields, { additionalProperties: false });
export type StudioPostBody = Static<typeof StudioPostBodySchema>;
export const StudioPostPatchSchema = Type.Partial(StudioPostBodySchema, {
  additionalProperties: false,
  minProperties: 1,
  'x-messages': { minProperties: 'send at least one field to change' },
});
export type StudioPostPatch = Static<typeof StudioPostPatchSchema>;

/** What a post's form chooses from: every author, category and tag. */
export const BlogOptionsResponseSchema = Envelope(
  Type.Object({
    authors: Type.Array(Type.Object({ _id: IdSchema, name: Type.String() })),
    categories: Type.Array(TermSchema),
    tags: Type.Array(TagSchema),
  }),
);
export type BlogOptionsResponse = Static<typeof BlogOptionsResponseSchema>;

export const PreviewLinkResponseSchema = Envelope(
  Type.Object({
    url: Type.String({
      description: "The post's page with ?preview=<token>: it shows the post to whoever has the link",
    }),
    api_url: Type.String({ description: "The post as JSON, in the shape of the reader's post read" }),
    expires_at: Type.String({ format: 'date-time' }),
  }),
);
export type PreviewLinkResponse = Static<typeof PreviewLinkResponseSchema>;

export const PreviewTokenParamsSchema = Type.Object({ token: TokenSchema });

// ---------------------------------------------------------------------------------------------
// Comments

export const StudioCommentSchema = Type.Object({
  _id: IdSchema,
  post_id: IdSchema,
  post_slug: Type.String(),
  post_title: Type.String(),
  name: Type.String(),
  email: Type.String(),
  comment: Type.String({ description: 'Plain text, as the reader wrote it: show it as text' }),
  created_at: Type.String({ format: 'date-time' }),
  hidden: Type.Boolean(),
  hidden_at: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  address_comments: Type.Union([Type.Integer({ minimum: 1 }), Type.Null()], {
    description:
      'How many comments came from the address this one came from (IPv6 by its /64), this one ' +
      'included; null when the address was not kept (comments older than issue 13)',
  }),
});
export type StudioComment = Static<typeof StudioCommentSchema>;

export const CommentVisibilitySchema = Type.Enum(COMMENT_VISIBILITIES, {
  description: 'visible: on the post for readers; hidden: taken off by the team',
});

export const StudioCommentsQuerySchema = Type.Object(
  {
    visibility: Type.Optional(CommentVisibilitySchema),
    post_id: Type.Optional(IdSchema),
    page: Type.Optional(PageQuerySchema),
  },
  { additionalProperties: false },
);
export type StudioCommentsQuery = Static<typeof StudioCommentsQuerySchema>;

export const StudioCommentsResponseSchema = Envelope(
  Type.Object({ comments: Type.Array(StudioCommentSchema), pagination: PaginationSchema }),
);
export type StudioCommentsResponse = Static<typeof StudioCommentsResponseSchema>;
export const StudioCommentResponseSchema = Envelope(StudioCommentSchema);
