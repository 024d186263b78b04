import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { NotFoundError } from '../../lib/errors.ts';
import {
  ErrorResponseSchema,
  SavedFilterCreatedResponseSchema,
  SavedFilterParamsSchema,
  SavedFilterResponseSchema,
  UnitFiltersSchema,
} from '../../schemas/index.ts';

/** A filter payload is a few hundred bytes; anything near this is not one. */
const FILTER_BODY_LIMIT_BYTES = 8 * 1024;

const filterRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/users/filters',
    {
      bodyLimit: FILTER_BODY_LIMIT_BYTES,
      // Open to every visitor (a shared link needs no login): limited like the other public writes.
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        tags: ['catalogue'],
        summary: 'Save a filter payload; the id goes into a shareable URL',
        body: UnitFiltersSchema,
        response: {
          201: SavedFilterCreatedResponseSchema,
          400: ErrorResponseSchema,
          413: ErrorResponseSchema,
          429: ErrorResponseSchema,
        },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send({ status: 'success' as const, data: { _id: await app.savedFilters.save(request.body) } }),
  );

  app.get(
    '/users/filters/:id',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'A saved filter payload, with its id',
        params: SavedFilterParamsSchema,
        response: { 200: SavedFilterResponseSchema, 400: ErrorResponseSchema, 404: ErrorResponseSchema },
      },
    },
    async (request) => {
      const filters = await app.savedFilters.find(request.params.id);
      if (filters === null) throw new NotFoundError('Filter not found');
      return { status: 'success' as const, data: { ...filters, _id: request.params.id } };
    },
  );
};

export default filterRoutes;
