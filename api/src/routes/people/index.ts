import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ReviewsResponseSchema, SalesTeamResponseSchema } from '../../schemas/index.ts';

const peopleRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/team',
    { schema: { tags: ['people'], summary: 'The sales team', response: { 200: SalesTeamResponseSchema } } },
    async () => ({ status: 'success' as const, data: await app.people.listSalesTeam() }),
  );

  app.get(
    '/reviews',
    {
      schema: {
        tags: ['people'],
        summary: 'Customer reviews, newest first',
        response: { 200: ReviewsResponseSchema },
      },
    },
    async () => ({ status: 'success' as const, data: await app.people.listReviews() }),
  );
};

export default peopleRoutes;
