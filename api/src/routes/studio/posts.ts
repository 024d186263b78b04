// The studio's blog posts (issue 26): every state, newest first; create and edit (the content stored
// through the sanitiser); drafts scheduled on the app's clock; private preview links. For editors
// (and admins); every write audited.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { POST_RULES, PREVIEW_LINK_DAYS } from '../../contract/blog-studio.ts';
import { actorOf } from '../../plugins/app/staff-repository.ts';
import {
  BlogOptionsResponseSchema,
  ErrorResponseSchema,
  PreviewLinkResponseSchema,
  StaffIdParamsSchema,
  StudioPostBodySchema,
  StudioPostPatchSchema,
  StudioPostResponseSchema,
  StudioPostsQuerySchema,
  StudioPostsResponseSchema,
} from '../../schemas/index.ts';
import { staffRoute, STUDIO_REFUSALS } from './staff-route.ts';

/** A post's content may be 200,000 characters, some of them several bytes; and its other fields. */
const POST_BODY_LIMIT_BYTES = POST_RULES.contentMax * 4 + 64 * 1024;

const STATES =
  'status: draft (never shown), scheduled (published_at in the future: readers see it from then) or ' +
  'published. The content is HTML, stored sanitised with its reading time. The slug is made from the ' +
  'title and kept; a slug another post has is a 400.';

const studioPostRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const editors = staffRoute(app, ['editor']);
  const schema = (summary: string, description: string) => ({
    tags: ['studio'],
    summary,
    description,
    security: editors.security,
  });
  const writeRefusals = { 400: ErrorResponseSchema, ...STUDIO_REFUSALS, 413: ErrorResponseSchema };

  app.get(
    '/studio/posts',
    {
      onRequest: editors.onRequest,
      schema: {
        ...schema(
          'Blog posts in every state, newest first',
          'Filter by status and by a part of the title or slug; 50 a page.',
        ),
        querystring: StudioPostsQuerySchema,
        response: { 200: StudioPostsResponseSchema, 400: ErrorResponseSchema, ...STUDIO_REFUSALS },
      },
    },
    async (request) => ({ status: 'success' as const, data: await app.studioPosts.list(request.query) }),
  );

  app.get(
    '/studio/blog/options',
    {
      onRequest: editors.onRequest,
      schema: {
        ...schema("What a post's form chooses from", 'Every author, category and tag, by name.'),
        response: { 200: BlogOptionsResponseSchema, ...STUDIO_REFUSALS },
      },
    },
    async () => ({ status: 'success' as const, data: await app.studioPosts.options() }),
  );

  app.post(
    '/studio/posts',
    {
      onRequest: editors.onRequest,
      bodyLimit: POST_BODY_LIMIT_BYTES,
      schema: {
        ...schema('Write a post', `${STATES} Audited.`),
        body: StudioPostBodySchema,
        response: { 201: StudioPostResponseSchema, ...writeRefusals },
      },
    },
    async (request, reply) =>
      reply.code(201).send({
        status: 'success' as const,
        data: await app.studioPosts.create(actorOf(request.staffMember!), request.body),
      }),
  );

  app.get(
    '/studio/posts/:id',
    {
      onRequest: editors.onRequest,
      schema: {
        ...schema('A post, with its content as stored', 'In any state.'),
        params: StaffIdParamsSchema,
        response: {
          200: StudioPostResponseSchema,
          400: ErrorResponseSchema,
          ...STUDIO_REFUSALS,
          404: ErrorResponseSchema,
        },
      },
    },
    async (request) => ({ status: 'success' as const, data: await app.studioPosts.get(request.params.id) }),
  );

  app.patch(
    '/studio/posts/:id',
    {
      onRequest: editors.onRequest,
      bodyLimit: POST_BODY_LIMIT_BYTES,
      schema: {
        ...schema(
          'Edit a post, or move it between draft, scheduled and published',
          `Only the fields sent change; category_ids and tag_ids replace the lists. ${STATES} Audited.`,
        ),
        params: StaffIdParamsSchema,
        body: StudioPostPatchSchema,
        response: { 200: StudioPostResponseSchema, ...writeRefusals, 404: ErrorResponseSchema },
      },
    },
    async (request) => ({
      status: 'success' as const,
      data: await app.studioPosts.edit(actorOf(request.staffMember!), request.params.id, request.body),
    }),
  );

  app.post(
    '/studio/posts/:id/preview-link',
    {
      onRequest: editors.onRequest,
      schema: {
        ...schema(
          'A private link to a post, for a draft or a scheduled one',
          `Whoever has the link sees the post, in any state, for ${PREVIEW_LINK_DAYS} days; search engines are ` +
            'told not to index it. Only a hash of its token is kept. Audited.',
        ),
        params: StaffIdParamsSchema,
        response: {
          201: PreviewLinkResponseSchema,
          400: ErrorResponseSchema,
          ...STUDIO_REFUSALS,
          404: ErrorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const { token, slug, expiresAt } = await app.studioPosts.createPreviewLink(
        actorOf(request.staffMember!),
        request.params.id,
      );
      return reply.code(201).send({
        status: 'success' as const,
        data: {
          // The post's page opens the preview (blog-mfe, ?preview=): whatever the slug becomes.
          url: `${app.config.publicUrl}/blog/${slug}?preview=${token}`,
          api_url: `${app.config.publicUrl}/api/v1/blog/preview/${token}`,
          expires_at: expiresAt.toISOString(),
        },
      });
    },
  );
};

export default studioPostRoutes;
