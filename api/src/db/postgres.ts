import pg from 'pg';
import type { Db, Queryable } from './db.ts';
import { createPostgresListener } from './postgres-listener.ts';

/** Opening a connection to an unreachable or stalled server fails after this, instead of hanging. */
const CONNECT_TIMEOUT_MS = 10_000;
/** A transaction left open and idle this long (a bug, a lost client) is ended by the server, freeing its locks. */
const IDLE_IN_TRANSACTION_TIMEOUT_MS = 60_000;

export interface PostgresSettings {
  /** A statement running longer is cancelled by the server; 0 or unset: no limit. */
  statementTimeoutMs?: number;
  connectTimeoutMs?: number;
  /** Where a failed pooled connection is reported; the console when not given. */
  logError?: (error: Error, message: string) => void;
  /** The variable the URL came from, named when the first connection fails (default DATABASE_URL). */
  variable?: string;
}

const logToConsole = (error: Error, message: string) => console.error(`${message}: ${error.message}`);

function wrap(target: pg.Pool | pg.PoolClient): Queryable {
  return {
    async query<T>(sql: string, params: readonly unknown[] = []) {
      const result = await target.query(sql, [...params]);
      return result.rows as T[];
    },
    async exec(sql: string) {
      await target.query(sql);
    },
  };
}

/** A node-postgres pool for a PostgreSQL server at `url`. */
export async function openPostgres(url: string, settings: PostgresSettings = {}): Promise<Db> {
  const logError = settings.logError ?? logToConsole;
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    connectionTimeoutMillis: settings.connectTimeoutMs ?? CONNECT_TIMEOUT_MS,
    statement_timeout: settings.statementTimeoutMs || undefined,
    idle_in_transaction_session_timeout: IDLE_IN_TRANSACTION_TIMEOUT_MS,
  });
  // An idle client that loses its connection is replaced on the next query; the operator should
  // still hear of it (a restarted or unreachable server).
  const reportConnectionError = (error: Error) =>
    logError(error, 'A PostgreSQL connection failed (the pool replaces it)');
  pool.on('error', reportConnectionError);
  // Fail at start, with the server's reason, rather than on the first request.
  const client = await pool.connect().catch(async (error: unknown) => {
    await pool.end();
    throw new Error(
      `Cannot connect to ${settings.variable ?? 'DATABASE_URL'}: ${error instanceof Error ? error.message : String(error)}`,
    );
  });
  client.release();
  const root = wrap(pool);
  // Its own connection, outside the pool: only opened when something listens.
  const listener = createPostgresListener(
    { connectionString: url, connectionTimeoutMillis: settings.connectTimeoutMs ?? CONNECT_TIMEOUT_MS },
    logError,
  );
  let closed = false;
  return {
    kind: 'postgres',
    url,
    query: root.query,
    exec: root.exec,
    async transaction(fn) {
      const tx = await pool.connect();
      // The pool listens only to idle clients: a connection lost between two statements of a
      // transaction would otherwise be an unhandled 'error' event, which ends the process.
      tx.on('error', reportConnectionError);
      let rollbackFailure: Error | undefined;
      try {
        await tx.query('BEGIN');
        const result = await fn(wrap(tx));
        await tx.query('COMMIT');
        return result;
      } catch (error) {
        await tx.query('ROLLBACK').catch((failure: Error) => {
          rollbackFailure = failure;
        });
        throw error;
      } finally {
        tx.off('error', reportConnectionError);
        // A client whose ROLLBACK failed may still be in the transaction, holding its locks and
        // refusing every statement: release(error) closes it instead of handing it to the next caller.
        tx.release(rollbackFailure);
      }
    },
    listen: listener.listen,
    async close() {
      if (closed) return;
      closed = true;
      await listener.close();
      await pool.end();
    },
  };
}
