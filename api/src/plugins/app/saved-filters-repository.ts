// Saved filters (spec 3, 7): a buyer's filter payload under an id, so that a link can carry the
// filters to another phone, logged in or not.
import fp from 'fastify-plugin';
import { json, type Db } from '../../db/db.ts';
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
      await db.query('INSERT INTO saved_filters (id, payload) VALUES ($1, $2::text::jsonb)', [
        id,
        json(filters),
      ]);
      return id;
    },

    async find(id: string): Promise<UnitFilters | null> {
      const [row] = await db.query<{ payload: UnitFilters }>(
        'SELECT payload FROM saved_filters WHERE id = $1',
        [id],
      );
      return row?.payload ?? null;
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
