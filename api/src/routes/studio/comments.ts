// The studio's comment moderation (issue 26): every blog comment newest first, with its post and how
// many came from the same address; hide and show again (the post's count follows). For editors (and
// admins); audited. `npm run comments` does the same from a terminal.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { actorOf } from '../../plugins/app/staff-repository.ts';
import {
  ErrorResponseSchema,
  StaffIdParamsSchema,
  StudioCommentResponseSchema,
  StudioCommentsQuerySchema,
  StudioCommentsResponseSchema,
} from '../../schemas/index.ts';
import { staffRoute, STUDIO_REFUSALS } from './staff-route.ts';

const studioCommentRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const editors = staffRoute(app, ['editor']);

  app.get(
    '/studio/comments',
    {
      onRequest: editors.onRequest,
      schema: {
        tags: ['studio'],
        summary: 'Blog comments, newest first, with their post and their address count',
        description: 'Filter by visibility (visible, hidden) and by post; 50 a page.',
        security: editors.security,
        querystring: StudioCommentsQuerySchema,
        response: { 200: StudioCommentsResponseSchema, 400: ErrorResponseSchema, ...STUDIO_REFUSALS },
      },
    },
    async (request) => ({ status: 'success' as const, data: await app.studioComments.list(request.query) }),
  );

  for (const [verb, hidden] of [
    ['hide', true],
    ['unhide', false],
  ] as const) {
    app.post(
      `/studio/comments/:id/${verb}`,
      {
        onRequest: editors.onRequest,
        schema: {
          tags: ['studio'],
          summary: hidden
            ? "Hide a comment: it leaves the post's list and its count"
            : 'Show a hidden comment again',
          description: 'Doing it twice changes nothing the second time. Audited.',
          security: editors.security,
          params: StaffIdParamsSchema,
          response: {
            200: StudioCommentResponseSchema,
            400: ErrorResponseSchema,
            ...STUDIO_REFUSALS,
            404: ErrorResponseSchema,
          },
        },
      },
      async (request) => ({
        status: 'success' as const,
        data: await app.studioComments.setHidden(actorOf(request.staffMember!), request.params.id, hidden),
      }),
    );
  }
};

export default studioCommentRoutes;
