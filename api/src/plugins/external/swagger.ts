// OpenAPI generated from the route schemas, served at /api/docs (JSON at /api/docs/json).
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import fp from 'fastify-plugin';

export const API_TAGS = [
  { name: 'catalogue', description: 'Cities, locations, villa projects and units' },
  { name: 'enquiries', description: 'Enquiries from buyers and partner sites' },
  { name: 'listings', description: "The developer form, the owner's villa listing and their photo uploads" },
  { name: 'blog', description: 'Posts, categories and tags' },
  { name: 'people', description: 'The sales team and customer reviews' },
  { name: 'media', description: 'Generated villa pictures' },
  { name: 'system', description: 'Health and runtime settings' },
  {
    name: 'studio',
    description: 'The team: staff sign-in, the staff and the audit log (staff sessions only)',
  },
];

export default fp(
  async (app) => {
    await app.register(swagger, {
      openapi: {
        openapi: '3.1.0',
        info: {
          title: 'Villa marketplace API',
          description:
            'Verified villa projects and units across Bengaluru, Hyderabad, Chennai, Mysore and Hosur.',
          version: '1.0.0',
        },
        servers: [{ url: '/' }],
        tags: API_TAGS,
        // bearerAuth: a buyer's session (POST /auth/users/signup), for the user routes; staffSession:
        // a staff session (POST /studio/auth/session), for the studio's routes. Neither opens the other's.
        components: {
          securitySchemes: {
            bearerAuth: { type: 'http', scheme: 'bearer' },
            staffSession: {
              type: 'http',
              scheme: 'bearer',
              description: 'From POST /api/v1/studio/auth/session',
            },
          },
        },
      },
    });
    await app.register(swaggerUi, { routePrefix: '/api/docs' });
  },
  { name: 'swagger' },
);
