// A buyer's alerts (issue 29, docs/alerts.md): searches that alert, price drops on saved villas, and
// the stop link's token. Turning any alert on makes the buyer's settings row (and its token) and
// clears a stop; the stop link sets it. Each change is one statement or one transaction.
import { randomBytes } from 'node:crypto';
import fp from 'fastify-plugin';
import type { Db, Queryable } from '../../db/db.ts';
import { SEARCH_ALERTS_MAX } from '../../contract/alerts.ts';
import { BadRequestError, ConflictError, NotFoundError } from '../../lib/errors.ts';
import { newId } from '../../lib/ids.ts';
import type { UnitFilters } from '../../schemas/index.ts';

declare module 'fastify' {
  interface FastifyInstance {
    alerts: AlertsRepository;
  }
}

export interface SearchAlert {
  _id: string;
  /** The saved filter: /units?city=<city>&filters=<filter_id> opens the listing with it. */
  filter_id: string;
  city: string;
  filters: UnitFilters;
  created_at: string;
}

export interface AlertSettings {
  /** An SMS when a saved villa's price falls. */
  price_drops: boolean;
  /** Stopped from an SMS's link: nothing is sent until an alert is turned on again. */
  stopped: boolean;
  searches: SearchAlert[];
}

export const SEARCH_ALERTS_FULL_MESSAGE = `You can keep up to ${SEARCH_ALERTS_MAX} search alerts. Remove one to add another.`;
export const UNKNOWN_CITY_MESSAGE = 'We do not list villas in that city.';

const newAlertToken = () => randomBytes(18).toString('base64url');

/** The buyer's settings row, made with its token if missing; alerts on again if they were stopped. */
async function turnOn(tx: Queryable, userId: string, now: string): Promise<void> {
  await tx.query(
    `INSERT INTO alert_settings (user_id, token, updated_at) VALUES ($1, $2, $3)
     ON CONFLICT (user_id) DO UPDATE SET stopped_at = NULL, updated_at = $3`,
    [userId, newAlertToken(), now],
  );
}

export function createAlertsRepository(db: Db, clock: () => number) {
  const now = () => new Date(clock()).toISOString();
  return {
    async settings(userId: string): Promise<AlertSettings> {
      const [settings] = await db.query<{ price_drops: boolean; stopped: boolean }>(
        `SELECT price_drops, stopped_at IS NOT NULL AS stopped FROM alert_settings WHERE user_id = $1`,
        [userId],
      );
      const searches = await db.query<SearchAlert>(
        `SELECT a.id AS "_id", a.filter_id, c.name AS city, f.payload AS filters,
                to_char(a.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS created_at
           FROM search_alerts a
           JOIN saved_filters f ON f.id = a.filter_id
           JOIN cities c ON c.id = a.city_id
          WHERE a.user_id = $1
          ORDER BY a.created_at, a.id`,
        [userId],
      );
      return { price_drops: settings?.price_drops ?? false, stopped: settings?.stopped ?? false, searches };
    },

    /** A search that alerts: the filters are saved (a link of their own) in the named city. */
    async addSearch(userId: string, input: { city: string; filters: UnitFilters }): Promise<AlertSettings> {
      await db.transaction(async (tx) => {
        const [city] = await tx.query<{ id: string }>(
          `SELECT id FROM cities WHERE lower(name) = lower($1) OR id = $1`,
          [input.city.trim()],
        );
        if (!city) throw new BadRequestError(UNKNOWN_CITY_MESSAGE);
        await turnOn(tx, userId, now());
        // Taken with the settings row locked: two taps at once cannot pass the limit together.
        await tx.query(`SELECT 1 FROM alert_settings WHERE user_id = $1 FOR UPDATE`, [userId]);
        const [count] = await tx.query<{ n: number }>(
          `SELECT count(*)::int AS n FROM search_alerts WHERE user_id = $1`,
          [userId],
        );
        if ((count?.n ?? 0) >= SEARCH_ALERTS_MAX) throw new ConflictError(SEARCH_ALERTS_FULL_MESSAGE);
        const filterId = newId();
        await tx.query(`INSERT INTO saved_filters (id, user_id, payload) VALUES ($1, $2, $3)`, [
          filterId,
          userId,
          JSON.stringify(input.filters),
        ]);
        await tx.query(
          `INSERT INTO search_alerts (id, user_id, filter_id, city_id) VALUES ($1, $2, $3, $4)`,
          [newId(), userId, filterId, city.id],
        );
      });
      return this.settings(userId);
    },

    async removeSearch(userId: string, id: string): Promise<AlertSettings> {
      const removed = await db.query(
        `DELETE FROM search_alerts WHERE id = $1 AND user_id = $2 RETURNING id`,
        [id, userId],
      );
      if (removed.length === 0) throw new NotFoundError('No such search alert');
      return this.settings(userId);
    },

    async setPriceDrops(userId: string, on: boolean): Promise<AlertSettings> {
      await db.transaction(async (tx) => {
        if (on) await turnOn(tx, userId, now());
        await tx.query(`UPDATE alert_settings SET price_drops = $2, updated_at = $3 WHERE user_id = $1`, [
          userId,
          on,
          now(),
        ]);
      });
      return this.settings(userId);
    },

    /** The stop link: false when the token is nobody's. Stopping twice changes nothing. */
    async stop(token: string): Promise<boolean> {
      const rows = await db.query(
        `UPDATE alert_settings SET stopped_at = coalesce(stopped_at, $2), updated_at = $2
          WHERE token = $1 RETURNING user_id`,
        [token, now()],
      );
      return rows.length > 0;
    },

    /** The stop page's "Turn alerts back on". */
    async resume(token: string): Promise<boolean> {
      const rows = await db.query(
        `UPDATE alert_settings SET stopped_at = NULL, updated_at = $2 WHERE token = $1 RETURNING user_id`,
        [token, now()],
      );
      return rows.length > 0;
    },
  };
}

export type AlertsRepository = ReturnType<typeof createAlertsRepository>;

export default fp<{ clock?: () => number }>(
  async (app, options) => {
    app.decorate('alerts', createAlertsRepository(app.db, options.clock ?? Date.now));
  },
  { name: 'alerts-repository', dependencies: ['db'] },
);
