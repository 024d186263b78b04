// The sales team and customer reviews shown on the marketing pages.
import fp from 'fastify-plugin';
import type { Db } from '../../db/db.ts';
import type { Review, SalesMember } from '../../schemas/index.ts';

declare module 'fastify' {
  interface FastifyInstance {
    people: PeopleRepository;
  }
}

export function createPeopleRepository(db: Db) {
  return {
    async listSalesTeam(): Promise<SalesMember[]> {
      const rows = await db.query<Omit<SalesMember, '_id'> & { id: string }>(
        'SELECT id, name, exp, location, designation, image, email, phone FROM sales_team ORDER BY position, name',
      );
      return rows.map(({ id, ...member }) => ({ _id: id, ...member }));
    },

    async listReviews(): Promise<Review[]> {
      const rows = await db.query<Omit<Review, '_id'> & { id: string }>(
        'SELECT id, name, rating, review FROM reviews ORDER BY created_at DESC, id',
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
