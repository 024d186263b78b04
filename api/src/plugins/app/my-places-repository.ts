// A buyer's own places (issue 29), kept with their account: read in order, and replaced whole in one
// transaction, so a list is never half written.
import fp from 'fastify-plugin';
import type { Db } from '../../db/db.ts';
import { qb, run } from '../../db/kysely.ts';
import type { MyPlace } from '../../schemas/index.ts';

declare module 'fastify' {
  interface FastifyInstance {
    myPlaces: MyPlacesRepository;
  }
}

export function createMyPlacesRepository(db: Db) {
  return {
    list(userId: string): Promise<MyPlace[]> {
      return run(
        db,
        qb
          .selectFrom('my_places')
          .select(['label', 'name', 'lat', 'lng'])
          .where('user_id', '=', userId)
          .orderBy('position'),
      );
    },

    /** The buyer's places become `places`, in that order (the route's schema bounds them). */
    async replace(userId: string, places: readonly MyPlace[]): Promise<MyPlace[]> {
      await db.transaction(async (tx) => {
        await run(tx, qb.deleteFrom('my_places').where('user_id', '=', userId));
        if (places.length === 0) return;
        await run(
          tx,
          qb.insertInto('my_places').values(
            places.map((place, position) => ({
              user_id: userId,
              position,
              label: place.label.trim(),
              name: place.name.trim(),
              lat: place.lat,
              lng: place.lng,
            })),
          ),
        );
      });
      return this.list(userId);
    },
  };
}

export type MyPlacesRepository = ReturnType<typeof createMyPlacesRepository>;

export default fp(
  async (app) => {
    app.decorate('myPlaces', createMyPlacesRepository(app.db));
  },
  { name: 'my-places-repository', dependencies: ['db'] },
);
