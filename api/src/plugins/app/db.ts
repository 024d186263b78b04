// The database: opened (or handed in by a test), migrated and, when empty, seeded at start.
import fp from 'fastify-plugin';
import { openDb, type Db } from '../../db/db.ts';
import { migrate } from '../../db/migrate.ts';
import { seedIfEmpty } from '../../db/seed.ts';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
  }
}

export interface DbPluginOptions {
  /** An open database to use instead of opening the configured one; the caller closes it. */
  db?: Db;
}

export default fp<DbPluginOptions>(
  async (app, options) => {
    const { config } = app;
    const db =
      options.db ??
      (await openDb({ ...config, logError: (err, message) => app.log.error({ err }, message) }));
    const owned = options.db === undefined;
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
    } catch (error) {
      if (owned) await db.close();
      throw error;
    }
    app.decorate('db', db);
    if (owned) app.addHook('onClose', async () => db.close());
  },
  { name: 'db' },
);
