// Security headers. The default Content-Security-Policy suits the API and the docs; the shell's
// HTML gets its own policy from the web-apps plugin (module federation and emotion need it).
import helmet from '@fastify/helmet';
import fp from 'fastify-plugin';

export default fp(
  async (app) => {
    await app.register(helmet, {
      global: true,
      contentSecurityPolicy: {
        directives: {
          // Served over plain http on a LAN or localhost, upgrading would break every asset.
          upgradeInsecureRequests: null,
        },
      },
    });
  },
  { name: 'helmet' },
);
