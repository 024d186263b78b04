// CORS: the API answers our own pages (same origin, no CORS needed) and the partner sites listed
// in PARTNER_ORIGINS, which embed the enquiry form. The remotes' static files are public to all.
import cors from '@fastify/cors';
import fp from 'fastify-plugin';

export default fp(
  async (app) => {
    const partners = app.config.partners.flatMap((partner) => partner.origins);
    await app.register(cors, {
      delegator: (request, callback) => {
        const url = request.url ?? '';
        if (url.startsWith('/mfe/')) return callback(null, { origin: '*', methods: ['GET', 'HEAD'] });
        if (url.startsWith('/api/') && partners.length > 0) {
          return callback(null, {
            origin: partners,
            methods: ['GET', 'POST', 'DELETE', 'OPTIONS'],
            allowedHeaders: ['Content-Type', 'Authorization', 'Idempotency-Key'],
            exposedHeaders: ['Idempotent-Replayed'],
            maxAge: 600,
          });
        }
        return callback(null, { origin: false });
      },
    });
  },
  { name: 'cors' },
);
