// Versioned migrations: migrations/NNNN_name.sql, applied in order, each in its own transaction and
// recorded in schema_migrations. A failure stops everything with the file's name and the reason.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Db } from './db.ts';

const MIGRATION_FILE = /^\d{4}_[\w-]+\.sql$/;
/** Serialises concurrent starts (several API instances on one PostgreSQL). */
const MIGRATION_LOCK = 72_110_001;

export async function listMigrations(dir: string): Promise<string[]> {
  const files = await readdir(dir);
  return files.filter((file) => MIGRATION_FILE.test(file)).sort();
}

/** Applies the pending migrations in `dir`; returns the names of those it applied. */
export async function migrate(db: Db, dir: string): Promise<string[]> {
  await db.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
    version text PRIMARY KEY,
    applied_at timestamptz NOT NULL DEFAULT now()
  )`);
  const applied: string[] = [];
  for (const file of await listMigrations(dir)) {
    const sql = await readFile(path.join(dir, file), 'utf8');
    try {
      const ran = await db.transaction(async (tx) => {
        await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
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
