// Whether this instance should be sent traffic (GET /ready), as opposed to whether it is alive
// (GET /health). A load balancer routes to an instance while /ready answers 200: every check passes
// and the instance is not draining (server.ts sets that on SIGTERM, before it stops listening).
//
// The checks are a list, each a name and a function run on every /ready: a part that must be loaded
// before the instance serves adds its own with `app.readiness.add(name, check)`. Today: the database
// holds every migration this code ships, the read replica (DATABASE_READ_URL) answers and has
// replayed them too, and the release pointers are loaded (release-follower.ts).
//
// The port opens only once buildApp has migrated the database, so before that a load balancer sees
// refused connections, not a 503; the migrations check answers for the life of the instance (a
// database restored from an older backup, or one that stops answering).
import fp from 'fastify-plugin';
import type { Db } from '../../db/db.ts';
import { listMigrations } from '../../db/migrate.ts';

/** Resolves with null when ready, or with the reason it is not. */
export type ReadinessCheck = () => Promise<string | null>;

export interface ReadinessReport {
  ready: boolean;
  /** The checks that failed, each with its reason; `draining` first when the instance is stopping. */
  failing: { name: string; reason: string }[];
}

export interface Readiness {
  add(name: string, check: ReadinessCheck): void;
  /** From now on /ready answers 503: the instance is stopping. */
  drain(): void;
  readonly draining: boolean;
  report(): Promise<ReadinessReport>;
}

/** A check that has not answered by then has failed: a load balancer waits only a few seconds. */
const CHECK_TIMEOUT_MS = 2_000;

function withTimeout(check: ReadinessCheck): Promise<string | null> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<string>((resolve) => {
    timer = setTimeout(() => resolve(`no answer within ${CHECK_TIMEOUT_MS} ms`), CHECK_TIMEOUT_MS);
  });
  const answer = check().catch((error: unknown) => (error instanceof Error ? error.message : String(error)));
  return Promise.race([answer, late]).finally(() => clearTimeout(timer));
}

/** The instance's readiness: buildApp decorates the root with it, so server.ts can drain it. */
export function createReadiness(): Readiness {
  const checks = new Map<string, ReadinessCheck>();
  let draining = false;
  return {
    add(name, check) {
      if (checks.has(name)) throw new Error(`A readiness check named ${name} is already there`);
      checks.set(name, check);
    },
    drain() {
      draining = true;
    },
    get draining() {
      return draining;
    },
    async report() {
      const results = await Promise.all(
        [...checks].map(async ([name, check]) => ({ name, reason: await withTimeout(check) })),
      );
      const failing = results.flatMap(({ name, reason }) => (reason === null ? [] : [{ name, reason }]));
      if (draining) failing.unshift({ name: 'draining', reason: 'the instance is stopping' });
      return { ready: failing.length === 0, failing };
    },
  };
}

/** The checks of the parts registered so far: the database's migrations, and the read replica's. */
export default fp(
  async (app) => {
    const { readiness } = app;
    const shipped = await listMigrations(app.config.migrationsDir);
    const missingOn = async (db: Db) => {
      const rows = await db.query<{ version: string }>('SELECT version FROM schema_migrations');
      const applied = new Set(rows.map((row) => row.version));
      return shipped.filter((file) => !applied.has(file));
    };
    readiness.add('migrations', async () => {
      const missing = await missingOn(app.db);
      return missing.length === 0 ? null : `not applied: ${missing.join(', ')}`;
    });
    // The public reads go to the replica: one that does not answer fails them, and one that has not
    // yet replayed this code's migrations (just after a deploy migrated the primary) would fail some.
    if (app.dbRead !== app.db) {
      readiness.add('read-replica', async () => {
        const missing = await missingOn(app.dbRead);
        return missing.length === 0 ? null : `has not replayed yet: ${missing.join(', ')}`;
      });
    }
  },
  { name: 'readiness', dependencies: ['db'] },
);
