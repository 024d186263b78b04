// The studio's catalogue routes (issue 26): projects and units in every state, and their lifecycle.
// For editors (and admins).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { actorOf } from '../../plugins/app/staff-repository.ts';
import {
  ErrorResponseSchema,
  ListingStatusBodySchema,
  ListingStatusResponseSchema,
  StaffIdParamsSchema,
  StudioProjectsQuerySchema,
  StudioProjectsResponseSchema,
  StudioUnitsResponseSchema,
} from '../../schemas/index.ts';
import studioCatalogueEditRoutes from './catalogue-edit.ts';
import studioOwnerReviewRoutes from './owner-review.ts';
import { staffRoute, STUDIO_REFUSALS } from './staff-route.ts';

const MOVES =
  'draft → published or archived; published → withdrawn or archived; withdrawn → published or archived; ' +
  'archived is for good (422 otherwise). Buyer pages follow at once; a withdrawn or archived listing answers 410.';

const studioCatalogueRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const editors = staffRoute(app, ['editor']);
  await app.register(studioCatalogueEditRoutes);
  // The owners' listings: the review queue that feeds the catalogue.
  await app.register(studioOwnerReviewRoutes);

  app.get(
    '/studio/projects',
    {
      onRequest: editors.onRequest,
      schema: {
        tags: ['studio'],
        summary: 'Projects in every state, newest first, with their units counted by state',
        description: 'Filter by status and by a word of the name or builder; 50 a page.',
        security: editors.security,
        querystring: StudioProjectsQuerySchema,
        response: { 200: StudioProjectsResponseSchema, 400: ErrorResponseSchema, ...STUDIO_REFUSALS },
      },
    },
    async (request) => ({
      status: 'success' as const,
      data: await app.studioCatalogue.listProjects({ ...request.query, page: request.query.page ?? 1 }),
    }),
  );

  app.get(
    '/studio/projects/:id/units',
    {
      onRequest: editors.onRequest,
      schema: {
        tags: ['studio'],
        summary: "A project's villas in every state, by price",
        security: editors.security,
        params: StaffIdParamsSchema,
        response: {
          200: StudioUnitsResponseSchema,
          400: ErrorResponseSchema,
          ...STUDIO_REFUSALS,
          404: ErrorResponseSchema,
        },
      },
    },
    async (request) => ({
      status: 'success' as const,
      data: await app.studioCatalogue.listUnits(request.params.id),
    }),
  );

  for (const kind of ['projects', 'units'] as const) {
    app.post(
      `/studio/${kind}/:id/status`,
      {
        onRequest: editors.onRequest,
        schema: {
          tags: ['studio'],
          summary: `Publish, withdraw or archive a ${kind === 'projects' ? 'project (its published villas follow it down)' : 'villa (its project must be published)'}`,
          description: `${MOVES} Audited.`,
          security: editors.security,
          params: StaffIdParamsSchema,
          body: ListingStatusBodySchema,
          response: {
            200: ListingStatusResponseSchema,
            400: ErrorResponseSchema,
            ...STUDIO_REFUSALS,
            404: ErrorResponseSchema,
            422: ErrorResponseSchema,
          },
        },
      },
      async (request) => {
        const actor = actorOf(request.staffMember!);
        const { id } = request.params;
        const status =
          kind === 'projects'
            ? await app.studioCatalogue.setProjectStatus(actor, id, request.body.status)
            : await app.studioCatalogue.setUnitStatus(actor, id, request.body.status);
        app.catalogueCache.changed(); // buyers' next answer from this instance is the new one
        return { status: 'success' as const, data: { _id: id, status } };
      },
    );
  }
};

export default studioCatalogueRoutes;
