// Versioned migrations: migrations/NNNN_name.sql, applied in order, each in its own transaction and
// recorded in schema_migrations. A failure stops everything with the file's name and the reason.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Db, Queryable } from './db.ts';

const MIGRATION_FILE = /^\d{4}_[\w-]+\.sql$/;
/** Serialises concurrent starts (several API instances on one PostgreSQL). */
const MIGRATION_LOCK = 72_110_001;

export async function listMigrations(dir: string): Promise<string[]> {
  const files = await readdir(dir);
  return files.filter((file) => MIGRATION_FILE.test(file)).sort();
}

/**
 * Takes the migration lock for the rest of the transaction. A migration may run longer than a
 * request's statement timeout, and so may the wait of an instance for another's migrations.
 */
async function lockMigrations(tx: Queryable): Promise<void> {
  await tx.query('SET LOCAL statement_timeout = 0');
  await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
}

/** Applies the pending migrations in `dir`; returns the names of those it applied. */
export async function migrate(db: Db, dir: string): Promise<string[]> {
  // Under the lock too: two instances starting on an empty database would both create the table,
  // and the second would fail (CREATE TABLE IF NOT EXISTS is not safe against a concurrent one).
  await db.transaction(async (tx) => {
    await lockMigrations(tx);
    await tx.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
      version text PRIMARY KEY,
      applied_at timestamptz NOT NULL DEFAULT now()
    )`);
  });
  const applied: string[] = [];
  for (const file of await listMigrations(dir)) {
    const sql = await readFile(path.join(dir, file), 'utf8');
    try {
      const ran = await db.transaction(async (tx) => {
        await lockMigrations(tx);
        const done = await tx.query('SELECT 1 FROM schema_migrations WHERE version = $1', [file]);
        if (done.length > 0) return false;
        await tx.exec(sql);
        await tx.query('INSERT INTO schema_migrations (version) VALUES ($1)', [file]);
        return true;
      });
      if (ran) applied.push(file);
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      throw new Error(`Migration ${file} failed: ${reason}`, { cause: error });
    }
  }
  return applied;
}
