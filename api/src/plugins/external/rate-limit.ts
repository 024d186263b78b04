// Rate limiting is off by default and switched on per route (the public forms) with
// `config: { rateLimit: { max, timeWindow } }`. RATE_LIMITS=off leaves the plugin out (benchmarks).
import rateLimit from '@fastify/rate-limit';
import fp from 'fastify-plugin';

export const RATE_LIMIT_MESSAGE = 'Too many requests. Please try again in a minute.';

export default fp(
  async (app) => {
    if (!app.config.rateLimits) {
      app.log.warn('Rate limits are off (RATE_LIMITS=off): for benchmarks, never for a public server');
      return;
    }
    await app.register(rateLimit, {
      global: false,
      errorResponseBuilder: (_request, context) => ({
        statusCode: context.statusCode,
        error: 'Too Many Requests',
        message: RATE_LIMIT_MESSAGE,
      }),
    });
  },
  { name: 'rate-limit' },
);
