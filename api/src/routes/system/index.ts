import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  HealthResponseSchema,
  PublicConfigResponseSchema,
  ReadyResponseSchema,
} from '../../schemas/index.ts';

const systemRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/health',
    { schema: { tags: ['system'], summary: 'Liveness check', response: { 200: HealthResponseSchema } } },
    async () => ({ status: 'ok' as const }),
  );

  app.get(
    '/ready',
    {
      schema: {
        tags: ['system'],
        summary: 'Readiness check: whether a load balancer should send this instance traffic',
        description:
          '200 when every readiness check passes (the database holds every migration this code ships; with DATABASE_READ_URL, the read replica answers and has replayed them too); 503 while one fails or while the instance drains after SIGTERM. GET /health is the liveness check.',
        response: { 200: ReadyResponseSchema, 503: ReadyResponseSchema },
      },
    },
    async (_request, reply) => {
      const { ready, failing } = await app.readiness.report();
      return reply
        .code(ready ? 200 : 503)
        .header('cache-control', 'no-store')
        .send({ status: ready ? ('ready' as const) : ('not-ready' as const), failing });
    },
  );

  app.get(
    '/config',
    {
      schema: {
        tags: ['system'],
        summary: 'Settings the browser apps read at run time',
        response: { 200: PublicConfigResponseSchema },
      },
    },
    async () => ({
      status: 'success' as const,
      data: {
        googleMapsApiKey: app.config.googleMapsApiKey,
        googleMapsMapId: app.config.googleMapsMapId,
        operatorNotes: app.config.nodeEnv !== 'production',
      },
    }),
  );
};

export default systemRoutes;
