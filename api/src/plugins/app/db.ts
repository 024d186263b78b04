// The database: opened (or handed in by a test), migrated and, when empty, seeded at start.
//
// With DATABASE_READ_URL the reads that may be a moment old go to a read replica: `app.dbRead` is the
// replica, else the primary itself, chosen here once. The repositories of the public catalogue and
// blog read from `dbRead`; every write, and every read that must see a write just made (sessions,
// OTPs, rate limits, the studio, enquiries, wishlists, saved filters, sales, the catalogue's
// version: catalogue-cache.ts), uses `app.db`, the primary.
import fp from 'fastify-plugin';
import { openDb, openReadReplica, type Db } from '../../db/db.ts';
import { migrate } from '../../db/migrate.ts';
import { seedIfEmpty } from '../../db/seed.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The primary: every write, and every read that must see the writes before it. */
    db: Db;
    /**
     * The public catalogue's and blog's reads: the read replica (DATABASE_READ_URL), else `db`. A
     * replica replays the primary's commits a moment later (milliseconds, more under load), so what
     * it answers may be that old. Never written to.
     */
    dbRead: Db;
  }
}

export interface DbPluginOptions {
  /** An open database to use instead of opening the configured one; the caller closes it. */
  db?: Db;
  /** An open read replica of `db` to use instead of DATABASE_READ_URL's; the caller closes it. */
  dbRead?: Db;
}

export default fp<DbPluginOptions>(
  async (app, options) => {
    const { config } = app;
    const logError = (err: Error, message: string) => app.log.error({ err }, message);
    const db = options.db ?? (await openDb({ ...config, logError }));
    const owned = options.db === undefined;
    let replica: Db | null = null;
    try {
      const applied = await migrate(db, config.migrationsDir);
      if (applied.length > 0) app.log.info({ migrations: applied }, `Applied ${applied.length} migration(s)`);
      if (config.seedOnStart) {
        const seed = await seedIfEmpty(db);
        if (seed.seeded)
          app.log.info(`Seeded ${seed.projects} projects and ${seed.units} units in ${seed.milliseconds} ms`);
      } else {
        app.log.info('The demo catalogue is not seeded on start (SEED_ON_START=1 seeds an empty database)');
      }
      replica = options.dbRead === undefined ? await openReadReplica({ ...config, logError }) : null;
    } catch (error) {
      if (owned) await db.close();
      throw error;
    }
    app.decorate('db', db);
    app.decorate('dbRead', options.dbRead ?? replica ?? db);
    if (owned) app.addHook('onClose', async () => db.close());
    if (replica !== null) {
      const opened = replica;
      app.addHook('onClose', async () => opened.close());
    }
  },
  { name: 'db' },
);
