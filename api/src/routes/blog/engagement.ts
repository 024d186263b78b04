// What readers do with a post: like it, view it, comment on it; and the totals the team reads. The
// per-reader answers are never cached (Cache-Control: no-store); the comment list is public.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { COMMENT_RULES } from '../../contract/field-rules.ts';
import { assertOwnSite } from '../../lib/own-site.ts';
import {
  COMMENTS_PER_EMAIL_PER_HOUR,
  COMMENTS_PER_IP_PER_HOUR,
} from '../../plugins/app/blog-engagement-comments.ts';
import {
  ANONYMOUS_LIKES_PER_ADDRESS,
  ANONYMOUS_VIEWS_PER_ADDRESS_PER_DAY,
} from '../../plugins/app/blog-engagement-repository.ts';
import { rateLimitKey } from '../../plugins/external/rate-limit.ts';
import {
  BlogAnalyticsResponseSchema,
  CommentBodySchema,
  CommentCreatedResponseSchema,
  CommentsQuerySchema,
  CommentsResponseSchema,
  ErrorResponseSchema,
  LikeBodySchema,
  LikeResponseSchema,
  PostIdParamsSchema,
  ReaderHeadersSchema,
  ViewResponseSchema,
} from '../../schemas/index.ts';
import { teamOnly } from '../admin/team-access.ts';
import { BLOG_CACHE_SECONDS, cacheFor, cacheNote, noStore } from './cache.ts';
import { readerOf } from './reader.ts';

export const ANALYTICS_REFUSED_MESSAGE =
  "Blog analytics are for the team: send ADMIN_TOKEN, or on the server's machine the token in DATA_DIR/leads-token, as a bearer token.";

/** Likes and views one address may send in a minute: a reader clicks a few; a script many. */
const READER_WRITES_PER_MINUTE = 60;
/** Comments one address may send in a minute, before the hourly limits per address and email. */
const COMMENTS_PER_MINUTE = 5;
/** A comment is at most 2,000 characters; 16 KB leaves room for multi-byte text and the other fields. */
const COMMENT_BODY_LIMIT_BYTES = 16 * 1024;

const READER_NOTE =
  'The reader is the logged-in user (Authorization: Bearer <token>) or else the anonymous visitor ' +
  'whose id the browser keeps and sends in X-Visitor-Id (16 to 64 letters, digits, - or _; a UUID ' +
  'suits). Neither is a 400; a token that is not a live session is a 401. One client address adds at ' +
  `most ${ANONYMOUS_LIKES_PER_ADDRESS} anonymous likes to a post (429 past it) and ` +
  `${ANONYMOUS_VIEWS_PER_ADDRESS_PER_DAY} anonymous views of it a day (answered, not counted, past it). ` +
  'Cache-Control: private, no-store.';

const readerResponses = {
  400: ErrorResponseSchema,
  401: ErrorResponseSchema,
  404: ErrorResponseSchema,
  429: ErrorResponseSchema,
};

const engagementRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/blog/posts/:id/like',
    {
      onSend: noStore,
      schema: {
        tags: ['blog'],
        summary: "This reader's like of a post, and its like count",
        description: READER_NOTE,
        params: PostIdParamsSchema,
        headers: ReaderHeadersSchema,
        response: { 200: LikeResponseSchema, ...readerResponses },
      },
    },
    async (request) => ({
      status: 'success' as const,
      data: await app.blogEngagement.likeState(request.params.id, await readerOf(app, request)),
    }),
  );

  app.post(
    '/blog/posts/:id/like',
    {
      onSend: noStore,
      bodyLimit: 1024,
      // A POST without a body (the spec's plain call) toggles.
      preValidation: async (request) => {
        request.body ??= {};
      },
      config: { rateLimit: { max: READER_WRITES_PER_MINUTE, timeWindow: '1 minute' } },
      schema: {
        tags: ['blog'],
        summary: 'Like or unlike a post; answers data.like_count and data.liked',
        description:
          'One like per reader and post. Body { "liked": true } likes, { "liked": false } unlikes: ' +
          'sending the same state again (a double click, a retry, parallel requests) changes nothing more. ' +
          'Without a body (or without liked) the call toggles. ' +
          READER_NOTE,
        params: PostIdParamsSchema,
        headers: ReaderHeadersSchema,
        body: LikeBodySchema,
        response: {
          200: LikeResponseSchema,
          ...readerResponses,
          413: ErrorResponseSchema,
          415: ErrorResponseSchema,
        },
      },
    },
    async (request) => ({
      status: 'success' as const,
      data: await app.blogEngagement.setLike(
        request.params.id,
        await readerOf(app, request),
        request.body.liked,
      ),
    }),
  );

  app.post(
    '/blog/posts/:id/view',
    {
      onSend: noStore,
      config: { rateLimit: { max: READER_WRITES_PER_MINUTE, timeWindow: '1 minute' } },
      schema: {
        tags: ['blog'],
        summary: "Count this reader's view of a post: once per reader per day (Indian date)",
        description: `Sent by the post page when it shows the post. A second call the same day answers recorded: false and counts nothing. ${READER_NOTE}`,
        params: PostIdParamsSchema,
        headers: ReaderHeadersSchema,
        response: { 200: ViewResponseSchema, ...readerResponses },
      },
    },
    async (request) => ({
      status: 'success' as const,
      data: await app.blogEngagement.recordView(request.params.id, await readerOf(app, request)),
    }),
  );

  app.get(
    '/blog/posts/:id/comments',
    {
      onSend: cacheFor(BLOG_CACHE_SECONDS.comments),
      schema: {
        tags: ['blog'],
        summary: "A published post's comments, oldest first, page by page (limit: default 20)",
        description:
          'Plain text: show `comment` as text, never as HTML. Hidden comments are left out. ' +
          `${cacheNote(BLOG_CACHE_SECONDS.comments)} After posting, the client adds the answer of POST /blog/comments itself.`,
        params: PostIdParamsSchema,
        querystring: CommentsQuerySchema,
        response: { 200: CommentsResponseSchema, 400: ErrorResponseSchema, 404: ErrorResponseSchema },
      },
    },
    async (request) =>
      app.blogEngagement.listComments(request.params.id, request.query.page ?? 1, request.query.limit ?? 20),
  );

  app.post(
    '/blog/comments',
    {
      onSend: noStore,
      bodyLimit: COMMENT_BODY_LIMIT_BYTES,
      config: { rateLimit: { max: COMMENTS_PER_MINUTE, timeWindow: '1 minute' } },
      onRequest: async (request) => assertOwnSite(request, 'Comments'),
      schema: {
        tags: ['blog'],
        summary: 'Post a comment on a published post',
        description:
          'Stored and answered as plain text (never HTML). Refused with a message, storing nothing: a ' +
          'filled honeypot field `website` (keep it empty and hidden from people), a name with a link, ' +
          `more than ${COMMENT_RULES.maxLinks} links in the comment (400); more than ${COMMENTS_PER_IP_PER_HOUR} comments an hour ` +
          `from one address or ${COMMENTS_PER_EMAIL_PER_HOUR} from one email, or ${COMMENTS_PER_MINUTE} a minute from one address (429). ` +
          "Only from this site's own pages (403). The same comment sent again within 10 minutes (a double " +
          'click, a retry) answers the stored one with 200 and Idempotent-Replayed: true instead of 201.',
        body: CommentBodySchema,
        response: {
          200: CommentCreatedResponseSchema,
          201: CommentCreatedResponseSchema,
          400: ErrorResponseSchema,
          403: ErrorResponseSchema,
          404: ErrorResponseSchema,
          413: ErrorResponseSchema,
          415: ErrorResponseSchema,
          429: ErrorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const ip = app.config.rateLimits ? rateLimitKey(request.ip) : null;
      const { comment, replayed } = await app.blogEngagement.createComment(request.body, ip);
      if (replayed) reply.header('Idempotent-Replayed', 'true');
      return reply.code(replayed ? 200 : 201).send({ status: 'success' as const, data: comment });
    },
  );

  app.get(
    '/blog/analytics',
    {
      onRequest: teamOnly(app.config, ANALYTICS_REFUSED_MESSAGE),
      onSend: noStore,
      schema: {
        tags: ['blog'],
        summary: 'Totals per post for the team: views, likes, comments (all time and last 30 days)',
        description:
          'Authorization: Bearer ADMIN_TOKEN; with the embedded database also the token in ' +
          "DATA_DIR/leads-token, from the server's machine. Anyone else: 401. Cache-Control: private, no-store.",
        response: { 200: BlogAnalyticsResponseSchema, 401: ErrorResponseSchema },
      },
    },
    async () => ({ status: 'success' as const, data: await app.blogEngagement.analytics() }),
  );
};

export default engagementRoutes;
