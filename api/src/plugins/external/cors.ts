// CORS: the API answers our own pages only (same origin: no CORS needed). The partner embed runs its
// enquiry and OTP in a frame on our origin (/embed/frame.html), so partner sites call no /api route
// from the browser: PARTNER_ORIGINS is the frame's CSP frame-ancestors (web-apps/embed.ts), not a CORS
// allow-list. The remotes' static files are public to all.
import cors from '@fastify/cors';
import fp from 'fastify-plugin';

export default fp(
  async (app) => {
    await app.register(cors, {
      delegator: (request, callback) => {
        const url = request.url ?? '';
        if (url.startsWith('/mfe/')) return callback(null, { origin: '*', methods: ['GET', 'HEAD'] });
        return callback(null, { origin: false });
      },
    });
  },
  { name: 'cors' },
);
