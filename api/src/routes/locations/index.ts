import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { InvalidFieldError, NotFoundError } from '../../lib/errors.ts';
import {
  CitiesQuerySchema,
  CitiesResponseSchema,
  CityParamsSchema,
  CityPlacesResponseSchema,
  ErrorResponseSchema,
  LocationsResponseSchema,
  NotModifiedSchema,
  PLACE_SEARCH_MIN_LENGTH,
  PlaceSearchQuerySchema,
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
      app.catalogueCache.send(request, reply, async (catalogue) => ({
        status: 'success' as const,
        data: await catalogue.listCities(request.query.visibility ?? 'public'),
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
      app.catalogueCache.send(request, reply, async (catalogue) => {
        const locations = await catalogue.listLocations(request.params.cityId);
        if (locations === null) throw new NotFoundError('City not found');
        return { status: 'success' as const, data: locations };
      }),
  );

  app.get(
    '/locations/city/:cityId/places',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'Named places of a city (hospitals, schools, stations...) whose name holds the search',
        description:
          "The picker's place search without a Google Maps key: the seeded places of the city whose name holds `search` in any case, those whose name starts with it first, then A to Z; at most 10. Places without a name are never found.",
        params: CityParamsSchema,
        querystring: PlaceSearchQuerySchema,
        response: {
          200: CityPlacesResponseSchema,
          304: NotModifiedSchema,
          400: ErrorResponseSchema,
          404: ErrorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      // Spaces around the text would only find names with spaces there, or make '  a' pass the schema.
      const search = request.query.search.trim();
      if (search.length < PLACE_SEARCH_MIN_LENGTH) {
        throw new InvalidFieldError('search', `must be at least ${PLACE_SEARCH_MIN_LENGTH} characters long`);
      }
      return app.catalogueCache.send(request, reply, async () => {
        const places = await app.places.searchInCity(request.params.cityId, search);
        if (places === null) throw new NotFoundError('City not found');
        return { status: 'success' as const, data: places };
      });
    },
  );
};

export default locationRoutes;
