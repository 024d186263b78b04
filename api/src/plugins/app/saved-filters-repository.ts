// Saved filters (spec 3, 7): a buyer's filter payload under an id, so that a link can carry the
// filters to another phone, logged in or not.
import fp from 'fastify-plugin';
import type { Db } from '../../db/db.ts';
import { jsonb, qb, run, runOne } from '../../db/kysely.ts';
import { newId } from '../../lib/ids.ts';
import type { UnitFilters } from '../../schemas/index.ts';

declare module 'fastify' {
  interface FastifyInstance {
    savedFilters: SavedFiltersRepository;
  }
}

export function createSavedFiltersRepository(db: Db) {
  return {
    async save(filters: UnitFilters): Promise<string> {
      const id = newId();
      await run(db, qb.insertInto('saved_filters').values({ id, payload: jsonb(filters) }));
      return id;
    },

    async find(id: string): Promise<UnitFilters | null> {
      const row = await runOne(db, qb.selectFrom('saved_filters').select('payload').where('id', '=', id));
      // Stored by save() from a payload the route's schema validated.
      return (row?.payload as UnitFilters | undefined) ?? null;
    },
  };
}

export type SavedFiltersRepository = ReturnType<typeof createSavedFiltersRepository>;

export default fp(
  async (app) => {
    app.decorate('savedFilters', createSavedFiltersRepository(app.db));
  },
  { name: 'saved-filters-repository', dependencies: ['db'] },
);
