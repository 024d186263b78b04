// Issue 7, part 4: two instances starting together on an empty PostgreSQL both come up, and each
// migration runs once.
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import pg from 'pg';
import { describe, expect, inject, it } from 'vitest';
import { PACKAGE_ROOT } from '../../src/config.ts';
import { listMigrations, migrate } from '../../src/db/migrate.ts';
import { openPostgres } from '../../src/db/postgres.ts';

const MIGRATIONS_DIR = path.join(PACKAGE_ROOT, 'migrations');
/** The race of two first starts is a matter of milliseconds: several rounds make it show. */
const ROUNDS = 5;

const serverUrl = inject('postgresUrl');

/** Runs `fn` with the URL of a new, empty database on the test server, dropped afterwards. */
async function withEmptyDatabase(fn: (url: string) => Promise<void>): Promise<void> {
  const name = `villa_empty_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl as string });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
    const url = new URL(serverUrl as string);
    url.pathname = `/${name}`;
    await fn(url.toString());
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
}

describe('migrations on an empty PostgreSQL', () => {
  it('run once when two instances start at the same moment, and both come up', async () => {
    const migrations = await listMigrations(MIGRATIONS_DIR);
    for (let round = 0; round < ROUNDS; round += 1) {
      await withEmptyDatabase(async (url) => {
        const instances = await Promise.all([openPostgres(url), openPostgres(url)]);
        try {
          const started = await Promise.allSettled(instances.map((db) => migrate(db, MIGRATIONS_DIR)));
          expect(
            started.map((result) => (result.status === 'rejected' ? String(result.reason) : 'up')),
          ).toEqual(['up', 'up']);
          const applied = started.flatMap((result) => (result.status === 'fulfilled' ? result.value : []));
          expect(applied.sort()).toEqual(migrations);
          const recorded = await instances[0]!.query<{ version: string }>(
            'SELECT version FROM schema_migrations ORDER BY version',
          );
          expect(recorded.map((row) => row.version)).toEqual(migrations);
        } finally {
          await Promise.all(instances.map((db) => db.close()));
        }
      });
    }
  });
});
