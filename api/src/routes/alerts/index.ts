// A buyer's alerts (issue 29, docs/alerts.md): read them, add or remove a search that alerts, turn
// price-drop alerts on or off. Each answer is the whole of the buyer's alerts as kept.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { SEARCH_ALERTS_MAX } from '../../contract/alerts.ts';
import {
  AlertSettingsResponseSchema,
  ErrorResponseSchema,
  PriceDropsBodySchema,
  SearchAlertBodySchema,
  SearchAlertParamsSchema,
} from '../../schemas/index.ts';

const BEARER = 'Needs `Authorization: Bearer <token>` from signup; without a live session the answer is 401.';
const BODY_LIMIT_BYTES = 8 * 1024;
/** Writes a buyer may make a minute: a person taps a few times; a script is stopped. */
const WRITES_PER_MINUTE = 30;

const alertRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const security = [{ bearerAuth: [] }];
  const writeLimit = { rateLimit: { max: WRITES_PER_MINUTE, timeWindow: '1 minute' } };

  app.get(
    '/auth/users/alerts',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['account'],
        summary: "The buyer's alerts: searches that alert and price drops on saved villas",
        description: BEARER,
        security,
        response: { 200: AlertSettingsResponseSchema, 401: ErrorResponseSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return { status: 'success' as const, data: await app.alerts.settings(request.user!._id) };
    },
  );

  app.post(
    '/auth/users/alerts/searches',
    {
      onRequest: app.authenticate,
      bodyLimit: BODY_LIMIT_BYTES,
      config: writeLimit,
      schema: {
        tags: ['account'],
        summary: 'Alerts the buyer when a new villa matching these filters is listed in the city',
        description:
          `The filters are saved as a filter of their own. At most ${SEARCH_ALERTS_MAX} searches (409 past that). ` +
          `Turns alerts on again if the buyer stopped them. At most one SMS a day. ${BEARER}`,
        security,
        body: SearchAlertBodySchema,
        response: {
          201: AlertSettingsResponseSchema,
          400: ErrorResponseSchema,
          401: ErrorResponseSchema,
          409: ErrorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      const data = await app.alerts.addSearch(request.user!._id, request.body);
      return reply.code(201).send({ status: 'success' as const, data });
    },
  );

  app.delete(
    '/auth/users/alerts/searches/:id',
    {
      onRequest: app.authenticate,
      config: writeLimit,
      schema: {
        tags: ['account'],
        summary: 'Stops one search alerting',
        description: BEARER,
        security,
        params: SearchAlertParamsSchema,
        response: { 200: AlertSettingsResponseSchema, 401: ErrorResponseSchema, 404: ErrorResponseSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return {
        status: 'success' as const,
        data: await app.alerts.removeSearch(request.user!._id, request.params.id),
      };
    },
  );

  app.put(
    '/auth/users/alerts/price-drops',
    {
      onRequest: app.authenticate,
      bodyLimit: BODY_LIMIT_BYTES,
      config: writeLimit,
      schema: {
        tags: ['account'],
        summary: "Turns SMS alerts on or off for price drops on the buyer's saved villas",
        description: `Turning them on turns alerts on again if the buyer stopped them. ${BEARER}`,
        security,
        body: PriceDropsBodySchema,
        response: { 200: AlertSettingsResponseSchema, 400: ErrorResponseSchema, 401: ErrorResponseSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return {
        status: 'success' as const,
        data: await app.alerts.setPriceDrops(request.user!._id, request.body.price_drops),
      };
    },
  );
};

export default alertRoutes;
