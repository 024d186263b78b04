// One database per test process, migrated and seeded once, shared by every test file.
import { inject } from 'vitest';
import { PACKAGE_ROOT } from '../../src/config.ts';
import type { Db } from '../../src/db/db.ts';
import { migrate } from '../../src/db/migrate.ts';
import { openPglite } from '../../src/db/pglite.ts';
import { openPostgres, type PostgresSettings } from '../../src/db/postgres.ts';
import { seedIfEmpty } from '../../src/db/seed.ts';
import path from 'node:path';
import { createScratchDatabase } from './scratch-database.ts';

let shared: Promise<Db> | null = null;

export function testDatabaseKind(): 'pglite' | 'postgres' {
  return inject('postgresUrl') ? 'postgres' : 'pglite';
}

export function getTestDb(): Promise<Db> {
  shared ??= (async () => {
    const url = inject('postgresUrl');
    const db = url ? await openPostgres(url) : await openPglite('memory://');
    await migrate(db, path.join(PACKAGE_ROOT, 'migrations'));
    await seedIfEmpty(db);
    return db;
  })();
  return shared;
}

/**
 * A database of its own, migrated and seeded, for a test that changes the catalogue: a PGlite in
 * memory, or a new database on the test's PostgreSQL server (dropped by `close`).
 */
export async function openPrivateTestDb(
  settings: PostgresSettings = {},
): Promise<{ db: Db; close: () => Promise<void> }> {
  const serverUrl = inject('postgresUrl');
  let opened: { db: Db; close: () => Promise<void> };
  if (serverUrl === null) {
    const db = await openPglite('memory://');
    opened = { db, close: () => db.close() };
  } else {
    const scratch = await createScratchDatabase(serverUrl, 'villa_private');
    const db = await openPostgres(scratch.url, settings);
    opened = {
      db,
      close: async () => {
        await db.close();
        await scratch.drop();
      },
    };
  }
  await migrate(opened.db, path.join(PACKAGE_ROOT, 'migrations'));
  await seedIfEmpty(opened.db);
  return opened;
}

/** A Db that writes down the SQL run through it (outside transactions), to show what a read costs. */
export function recordingDb(db: Db): { db: Db; statements: string[] } {
  const statements: string[] = [];
  return {
    statements,
    db: {
      kind: db.kind,
      query: async (sql, params) => {
        statements.push(sql);
        return db.query(sql, params);
      },
      exec: (sql) => db.exec(sql),
      transaction: (fn) => db.transaction(fn),
      close: async () => undefined,
    },
  };
}

/** A Db that fails any statement matching `pattern`, to show that a write is all or nothing. */
export function failingDb(db: Db, pattern: RegExp): Db {
  const guard = (sql: string) => {
    if (pattern.test(sql)) throw new Error(`Simulated failure for: ${sql.slice(0, 40)}`);
  };
  return {
    kind: db.kind,
    query: async (sql, params) => {
      guard(sql);
      return db.query(sql, params);
    },
    exec: (sql) => db.exec(sql),
    transaction: (fn) =>
      db.transaction((tx) =>
        fn({
          query: async (sql, params) => {
            guard(sql);
            return tx.query(sql, params);
          },
          exec: (sql) => tx.exec(sql),
        }),
      ),
    close: async () => undefined,
  };
}
