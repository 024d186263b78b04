import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { NotFoundError } from '../../lib/errors.ts';
import {
  ErrorResponseSchema,
  ListingQuerySchema,
  ListingResponseSchema,
  NearbyPlacesResponseSchema,
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

  app.get(
    '/projects/slug/:slug/nearby',
    {
      schema: {
        tags: ['catalogue'],
        summary: "Places near a project, by the Location section's categories, nearest first",
        description:
          "For each type of the categories Transit, Essentials and Utility, at most 5 places of the project's city within `radius_km`, nearest first; the Airport group holds the city's reference airport (spec 3: Kempegowda for Bengaluru and Hosur, Mysore Airport for Mysore, else the city's own or Rajiv Gandhi International). Distances are straight lines (haversine), in km. A place without a name has `name` null (shown as 'Unknown').",
        params: SlugParamsSchema,
        response: {
          200: NearbyPlacesResponseSchema,
          304: NotModifiedSchema,
          400: ErrorResponseSchema,
          404: ErrorResponseSchema,
        },
      },
    },
    async (request, reply) =>
      app.catalogueCache.send(request, reply, async () => {
        const nearby = await app.places.nearProject(request.params.slug);
        if (nearby === null) throw new NotFoundError('Project not found');
        return { status: 'success' as const, data: nearby };
      }),
  );
};

export default projectRoutes;
