// The one database interface the app uses. Two implementations speak the same PostgreSQL dialect:
// PGlite (embedded, the default) and a node-postgres pool for DATABASE_URL.
import type { PGlite } from '@electric-sql/pglite';
import type { ChannelListener } from './postgres-listener.ts';

export type { ChannelListener };

/** Something SQL can run on: the database itself or an open transaction. */
export interface Queryable {
  /** One statement with $1-style parameters; returns the rows. */
  query<T = Record<string, unknown>>(sql: string, params?: readonly unknown[]): Promise<T[]>;
  /** Several statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
}

export interface Db extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  /** Runs `fn` in a transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
  /**
   * Hears NOTIFY on `channel` (sent by `SELECT pg_notify(channel, payload)` from any connection, this
   * process or another) until the returned function is called. PostgreSQL listens on one dedicated
   * connection and reconnects after a drop (then `onGap`); PGlite hears its own process. Missing on a
   * test's wrapper of a Db: such a database hears nothing.
   */
  listen?(channel: string, listener: ChannelListener): Promise<() => Promise<void>>;
  /**
   * PGlite's own instance, for the job runner (plugins/app/job-runner.ts), which speaks to PGlite
   * through pg-boss's adapter. PostgreSQL's job runner opens its own connections from the URL.
   */
  readonly embedded?: PGlite;
  /** PostgreSQL's URL, for the job runner's own connections. */
  readonly url?: string;
}

export interface DbOptions {
  databaseUrl: string | null;
  dataDir: string;
  /** PostgreSQL: a statement running longer is cancelled (unset: no limit). */
  databaseStatementTimeoutMs?: number;
  /** PostgreSQL: where a failed pooled connection is reported (the console when not given). */
  logError?: (error: Error, message: string) => void;
}

/** Opens the configured database: PostgreSQL when a URL is given, otherwise PGlite in `dataDir`. */
export async function openDb(options: DbOptions): Promise<Db> {
  if (options.databaseUrl) {
    const { openPostgres } = await import('./postgres.ts');
    return openPostgres(options.databaseUrl, {
      statementTimeoutMs: options.databaseStatementTimeoutMs,
      logError: options.logError,
    });
  }
  const { openPglite } = await import('./pglite.ts');
  return openPglite(options.dataDir);
}

export interface ReadReplicaOptions {
  databaseReadUrl: string | null;
  databaseStatementTimeoutMs?: number;
  logError?: (error: Error, message: string) => void;
}

/**
 * Opens the read replica (DATABASE_READ_URL), or gives null when there is none. A hot standby refuses
 * LISTEN and every write: the replica's Db has no `listen`, and only reads are sent to it.
 */
export async function openReadReplica(options: ReadReplicaOptions): Promise<Db | null> {
  if (!options.databaseReadUrl) return null;
  const { openPostgres } = await import('./postgres.ts');
  const replica = await openPostgres(options.databaseReadUrl, {
    statementTimeoutMs: options.databaseStatementTimeoutMs,
    logError: options.logError,
    variable: 'DATABASE_READ_URL',
  });
  const { kind, query, exec, transaction, close } = replica;
  return { kind, query, exec, transaction, close };
}

/** A JSON value as a query parameter; write `$n::text::jsonb` in the SQL so both drivers agree. */
export function json(value: unknown): string {
  return JSON.stringify(value);
}
