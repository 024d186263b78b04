// A user's wishlist. Every query is scoped by the user id of the caller's session, never by anything
// the request names, so no one reads or changes another user's list.
import fp from 'fastify-plugin';
import type { Db } from '../../db/db.ts';
import { qb, run, runOne } from '../../db/kysely.ts';
import { NotFoundError } from '../../lib/errors.ts';
import type { WishlistUnit } from '../../schemas/index.ts';
import { publishedUnit, toUnitSummary, unitSummaries } from './catalogue-summaries.ts';

declare module 'fastify' {
  interface FastifyInstance {
    wishlist: WishlistRepository;
  }
}

export function createWishlistRepository(db: Db) {
  /**
   * The spec gives a unit's _id in one reading and its slug in another: both are taken. A unit is
   * added only while it is listed; one taken down since can still be removed.
   */
  async function unitId(idOrSlug: string, listedOnly: boolean): Promise<string> {
    const unit = await runOne(
      db,
      qb
        .selectFrom('units as u')
        .select('id')
        .where((eb) => eb.or([eb('id', '=', idOrSlug), eb('slug', '=', idOrSlug)]))
        .$if(listedOnly, (query) => query.where(publishedUnit)),
    );
    if (!unit) throw new NotFoundError(`Unit '${idOrSlug}' not found`);
    return unit.id;
  }

  return {
    async add(userId: string, idOrSlug: string): Promise<string> {
      const id = await unitId(idOrSlug, true);
      await run(
        db,
        qb
          .insertInto('wishlists')
          .values({ user_id: userId, unit_id: id })
          .onConflict((conflict) => conflict.doNothing()),
      );
      return id;
    },

    async remove(userId: string, idOrSlug: string): Promise<string> {
      const id = await unitId(idOrSlug, false);
      await run(db, qb.deleteFrom('wishlists').where('user_id', '=', userId).where('unit_id', '=', id));
      return id;
    },

    /** Newest first, as units summarised in the listing; units taken down are left out until they return. */
    async list(userId: string): Promise<WishlistUnit[]> {
      const rows = await run(
        db,
        unitSummaries()
          .innerJoin('wishlists as w', 'w.unit_id', 'u.id')
          .select('w.saved_price')
          .where('w.user_id', '=', userId)
          .where(publishedUnit)
          .orderBy('w.created_at', 'desc')
          .orderBy('u.id'),
      );
      // The price when it was saved, only where it was higher: the card says how much less it is now.
      return rows.map((row) => ({
        ...toUnitSummary(row),
        ...(row.saved_price !== null && row.saved_price > row.price && { saved_price: row.saved_price }),
      }));
    },
  };
}

export type WishlistRepository = ReturnType<typeof createWishlistRepository>;

export default fp(
  async (app) => {
    app.decorate('wishlist', createWishlistRepository(app.db));
  },
  { name: 'wishlist-repository', dependencies: ['db'] },
);
