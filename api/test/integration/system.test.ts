import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SALES_TEAM } from '../../src/db/seed-data/people.ts';
import type { ReviewsResponse, SalesTeamResponse } from '../../src/schemas/index.ts';
import { buildTestApp } from '../helpers/app.ts';
import { failingDb, getTestDb } from '../helpers/database.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp({ googleMapsApiKey: 'test-maps-key', googleMapsMapId: 'villa-map-1' });
});
afterAll(async () => {
  await app.close();
});

describe('health, people, media and docs', () => {
  it('answers the health check', async () => {
    const response = await app.inject('/api/v1/health');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('tells the browser apps the maps key, and whether pages may show operators instructions', async () => {
    expect((await app.inject('/api/v1/config')).json()).toEqual({
      status: 'success',
      // Tests run with NODE_ENV=test: not production.
      data: { googleMapsApiKey: 'test-maps-key', googleMapsMapId: 'villa-map-1', operatorNotes: true },
    });
  });

  it('lists the sales team and the reviews', async () => {
    const answer = (await app.inject('/api/v1/team')).json<SalesTeamResponse>();
    // The seed's members, in their order; on PostgreSQL other test files add members of their own.
    const seeded = new Set(SALES_TEAM.map((member) => member.name));
    const team = { data: answer.data.filter((member) => seeded.has(member.name)) };
    expect(team.data.map((member) => member.name)).toEqual(SALES_TEAM.map((member) => member.name));
    expect(team.data[0]).toMatchObject({
      name: 'Ramesh Gowda',
      designation: 'Chief Sales Officer',
      location: 'Bangalore',
      exp: 23,
      languages: ['English', 'Kannada', 'Hindi'],
    });
    // Everyone covers Bengaluru, the seed's only sales city.
    const [bengaluru] = (await app.inject('/api/v1/locations/cities')).json<{ data: { _id: string }[] }>()
      .data;
    for (const member of team.data) expect(member.city_ids).toEqual([bengaluru!._id]);
    const reviews = (await app.inject('/api/v1/reviews')).json<ReviewsResponse>();
    expect(reviews.data.length).toBeGreaterThanOrEqual(12);
    for (const review of reviews.data) expect(review.rating).toBeGreaterThanOrEqual(1);
  });

  it('serves generated SVG pictures that may be cached for a year', async () => {
    const response = await app.inject('/api/v1/media/villa/12.svg');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.body.startsWith('<svg')).toBe(true);
    expect(response.body).toContain('</svg>');
    for (const url of [
      '/api/v1/media/interior/3.svg',
      '/api/v1/media/floorplan/999.svg',
      '/api/v1/media/masterplan/1.svg',
      '/api/v1/media/blog/7.svg',
    ]) {
      const picture = await app.inject(url);
      expect(picture.statusCode).toBe(200);
      expect(picture.body.startsWith('<svg')).toBe(true);
    }
  });

  it.each([
    '/api/v1/media/villa/0.svg',
    '/api/v1/media/villa/1000.svg',
    '/api/v1/media/castle/1.svg',
    '/api/v1/media/villa/12.png',
    '/api/v1/media/villa/012.svg',
  ])('answers 404 JSON for %s', async (url) => {
    const response = await app.inject(url);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ statusCode: 404, error: 'Not Found', message: 'Image not found' });
  });

  it('publishes OpenAPI with every route tagged', async () => {
    const response = await app.inject('/api/docs/json');
    expect(response.statusCode).toBe(200);
    const spec = response.json<{
      paths: Record<string, Record<string, { tags?: string[]; responses: Record<string, unknown> }>>;
    }>();
    expect(Object.keys(spec.paths)).toEqual(
      expect.arrayContaining([
        '/api/v1/projects/units',
        '/api/v1/client/enquiries',
        '/api/v1/blog/posts/published',
      ]),
    );
    for (const [path, operations] of Object.entries(spec.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        expect(operation.tags, `${method} ${path}`).toHaveLength(1);
        expect(Object.keys(operation.responses).length, `${method} ${path}`).toBeGreaterThan(0);
      }
    }
    expect((await app.inject('/api/docs')).statusCode).toBeLessThan(400);
  });

  it('documents the buyer session on every user route and the staff session on every studio route, and only there', async () => {
    const spec = (await app.inject('/api/docs/json')).json<{
      components: { securitySchemes: Record<string, unknown> };
      paths: Record<string, Record<string, { security?: Record<string, string[]>[] }>>;
    }>();
    expect(spec.components.securitySchemes.bearerAuth).toEqual({ type: 'http', scheme: 'bearer' });
    const operations = Object.entries(spec.paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, operation]) => ({
        name: `${method.toUpperCase()} ${path}`,
        path,
        operation,
      })),
    );
    const securedBy = (scheme: string) =>
      operations
        .filter(({ operation }) => operation.security?.some((requirement) => scheme in requirement))
        .map(({ name }) => name)
        .sort();
    const buyerRoutes = [
      'DELETE /api/v1/auth/users/alerts/searches/{id}',
      'DELETE /api/v1/auth/users/removefromwishlist/{id}',
      'GET /api/v1/auth/users/alerts',
      'GET /api/v1/auth/users/getmyfavoriteunits',
      'GET /api/v1/auth/users/places',
      'GET /api/v1/client/relationship-manager',
      'GET /api/v1/projects/units/slug/{slug}/details',
      'POST /api/v1/auth/users/addunittowishlist/{id}',
      'POST /api/v1/auth/users/alerts/searches',
      'POST /api/v1/auth/users/logout',
      'POST /api/v1/client/erasure',
      'POST /api/v1/client/erasure/code',
      'PUT /api/v1/auth/users/alerts/price-drops',
      'PUT /api/v1/auth/users/places',
    ];
    expect(securedBy('bearerAuth')).toEqual(buyerRoutes);
    const studio = operations
      .filter(({ path }) => path.startsWith('/api/v1/studio/'))
      .map(({ name }) => name)
      .filter((name) => name !== 'POST /api/v1/studio/auth/session') // the sign-in
      .sort();
    expect(studio.length).toBeGreaterThan(10);
    expect(securedBy('staffSession')).toEqual(studio);
    expect(operations.filter(({ operation }) => operation.security !== undefined)).toHaveLength(
      buyerRoutes.length + studio.length,
    );
  });

  it('answers unknown API routes with JSON 404', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/api/v1/x?y=1',
      headers: { accept: 'text/html' },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      statusCode: 404,
      error: 'Not Found',
      message: 'Route GET /api/v1/x not found',
    });
    // …with the security headers every API response carries.
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
  });

  it('hides the details of a server error and logs it', async () => {
    const broken = await buildTestApp({}, failingDb(await getTestDb(), /from "sales_team"/i));
    try {
      const response = await broken.inject('/api/v1/team');
      expect(response.statusCode).toBe(500);
      expect(response.json()).toEqual({
        statusCode: 500,
        error: 'Internal Server Error',
        message: 'Something went wrong. Please try again.',
      });
    } finally {
      await broken.close();
    }
  });
});
