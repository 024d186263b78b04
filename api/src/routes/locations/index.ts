import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { NotFoundError } from '../../lib/errors.ts';
import {
  CitiesQuerySchema,
  CitiesResponseSchema,
  CityParamsSchema,
  ErrorResponseSchema,
  LocationsResponseSchema,
  NotModifiedSchema,
} from '../../schemas/index.ts';

const locationRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/locations/cities',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'Cities for the city picker',
        querystring: CitiesQuerySchema,
        response: { 200: CitiesResponseSchema, 304: NotModifiedSchema, 400: ErrorResponseSchema },
      },
    },
    async (request, reply) =>
      app.catalogueCache.send(request, reply, async () => ({
        status: 'success' as const,
        data: await app.catalogue.listCities(request.query.visibility ?? 'public'),
      })),
  );

  app.get(
    '/locations/city/:cityId',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'Locations (localities) of a city',
        params: CityParamsSchema,
        response: {
          200: LocationsResponseSchema,
          304: NotModifiedSchema,
          400: ErrorResponseSchema,
          404: ErrorResponseSchema,
        },
      },
    },
    async (request, reply) =>
      app.catalogueCache.send(request, reply, async () => {
        const locations = await app.catalogue.listLocations(request.params.cityId);
        if (locations === null) throw new NotFoundError('City not found');
        return { status: 'success' as const, data: locations };
      }),
  );
};

export default locationRoutes;
