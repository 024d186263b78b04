import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { HealthResponseSchema, PublicConfigResponseSchema } from '../../schemas/index.ts';

const systemRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/health',
    { schema: { tags: ['system'], summary: 'Liveness check', response: { 200: HealthResponseSchema } } },
    async () => ({ status: 'ok' as const }),
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
      data: { googleMapsApiKey: app.config.googleMapsApiKey, googleMapsMapId: app.config.googleMapsMapId },
    }),
  );
};

export default systemRoutes;
