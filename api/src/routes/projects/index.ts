import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { NotFoundError } from '../../lib/errors.ts';
import {
  ErrorResponseSchema,
  ListingQuerySchema,
  ListingResponseSchema,
  NotModifiedSchema,
  ProjectResponseSchema,
  SlugParamsSchema,
  UnitResponseSchema,
} from '../../schemas/index.ts';

const projectRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/projects/units',
    {
      schema: {
        tags: ['catalogue'],
        summary:
          'Units of a city that match the filters, cheapest first or nearest lat/lng, with the projects that have such a unit, paged alike',
        description:
          "`city` is a city name (any case) or id, Bengaluru by default. When nothing matches, `message` is 'similar_units' and the units are the nearest alternatives.",
        querystring: ListingQuerySchema,
        response: { 200: ListingResponseSchema, 304: NotModifiedSchema, 400: ErrorResponseSchema },
      },
    },
    async (request, reply) =>
      app.catalogueCache.send(request, reply, () => app.catalogue.listing(request.query)),
  );

  app.get(
    '/projects/units/slug/:slug',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'A unit by slug',
        params: SlugParamsSchema,
        response: {
          200: UnitResponseSchema,
          304: NotModifiedSchema,
          400: ErrorResponseSchema,
          404: ErrorResponseSchema,
        },
      },
    },
    async (request, reply) =>
      app.catalogueCache.send(request, reply, async () => {
        const unit = await app.catalogue.findUnitBySlug(request.params.slug);
        if (unit === null) throw new NotFoundError('Unit not found');
        return { status: 'success' as const, data: unit };
      }),
  );

  app.get(
    '/projects/slug/:slug',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'A project by slug',
        params: SlugParamsSchema,
        response: {
          200: ProjectResponseSchema,
          304: NotModifiedSchema,
          400: ErrorResponseSchema,
          404: ErrorResponseSchema,
        },
      },
    },
    async (request, reply) =>
      app.catalogueCache.send(request, reply, async () => {
        const project = await app.catalogue.findProjectBySlug(request.params.slug);
        if (project === null) throw new NotFoundError('Project not found');
        return { status: 'success' as const, data: project };
      }),
  );
};

export default projectRoutes;
