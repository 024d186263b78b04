// The sales team and customer reviews shown on the marketing pages.
import fp from 'fastify-plugin';
import type { Db } from '../../db/db.ts';
import { qb, run } from '../../db/kysely.ts';
import type { Review, SalesMember } from '../../schemas/index.ts';

declare module 'fastify' {
  interface FastifyInstance {
    people: PeopleRepository;
  }
}

export function createPeopleRepository(db: Db) {
  return {
    async listSalesTeam(): Promise<SalesMember[]> {
      const rows = await run(
        db,
        qb
          .selectFrom('sales_team')
          .select([
            'id',
            'name',
            'exp',
            'location',
            'designation',
            'image',
            'email',
            'phone',
            'languages',
            'city_ids',
          ])
          .orderBy('position')
          .orderBy('name'),
      );
      return rows.map(({ id, ...member }) => ({ _id: id, ...member }));
    },

    async listReviews(): Promise<Review[]> {
      const rows = await run(
        db,
        qb
          .selectFrom('reviews')
          .select(['id', 'name', 'rating', 'review'])
          .orderBy('created_at', 'desc')
          .orderBy('id'),
      );
      return rows.map(({ id, ...review }) => ({ _id: id, ...review }));
    },
  };
}

export type PeopleRepository = ReturnType<typeof createPeopleRepository>;

export default fp(
  async (app) => {
    app.decorate('people', createPeopleRepository(app.db));
  },
  { name: 'people-repository', dependencies: ['db'] },
);
