// The job runner (docs/decisions/job-runner.md): pg-boss, in the database the app already has. Its
// jobs survive a restart (they are rows), and a scheduled job runs once per occurrence however many
// instances are up. PGlite speaks to it through pg-boss's adapter; PostgreSQL gets a small pool of its
// own. Off in tests unless asked for: they call the jobs' functions with the time they choose.
import fp from 'fastify-plugin';
import { PgBoss, fromPglite } from 'pg-boss';

declare module 'fastify' {
  interface FastifyInstance {
    /** The started job runner, or null when it is off (tests). */
    jobs: PgBoss | null;
  }
}

/** pg-boss's tables live in their own schema, which it creates and migrates itself. */
export const JOBS_SCHEMA = 'jobs';

export interface JobRunnerOptions {
  /** Start the runner (default: except under NODE_ENV=test). */
  enabled?: boolean;
}

export default fp<JobRunnerOptions>(
  async (app, options) => {
    const enabled = options.enabled ?? app.config.nodeEnv !== 'test';
    if (!enabled) {
      app.decorate('jobs', null);
      return;
    }
    const { db } = app;
    // Without either, pg-boss would quietly try PostgreSQL's defaults (localhost:5432).
    if (db.embedded === undefined && db.url === undefined)
      throw new Error(
        'The job runner needs the database PGlite folder or PostgreSQL URL (Db.embedded or Db.url)',
      );
    const boss =
      db.embedded !== undefined
        ? new PgBoss({ db: fromPglite(db.embedded), backend: 'pglite', schema: JOBS_SCHEMA })
        : new PgBoss({
            connectionString: db.url,
            schema: JOBS_SCHEMA,
            max: 2,
            application_name: 'villa-jobs',
          });
    boss.on('error', (error) => app.log.error({ err: error }, 'Job runner'));
    await boss.start();
    app.decorate('jobs', boss);
    // Before the database closes (a plugin closed later than its dependency): running jobs finish.
    app.addHook('onClose', async () => {
      await boss.stop({ graceful: true, timeout: 15_000 });
    });
  },
  { name: 'job-runner', dependencies: ['db'] },
);
