import pg from 'pg';
import type { Db, Queryable } from './db.ts';

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
export async function openPostgres(url: string): Promise<Db> {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // Fail at start, with the server's reason, rather than on the first request.
  const client = await pool.connect().catch(async (error: unknown) => {
    await pool.end();
    throw new Error(
      `Cannot connect to DATABASE_URL: ${error instanceof Error ? error.message : String(error)}`,
    );
  });
  client.release();
  pool.on('error', () => {
    // An idle client lost its connection; the pool replaces it on the next query.
  });
  const root = wrap(pool);
  let closed = false;
  return {
    kind: 'postgres',
    query: root.query,
    exec: root.exec,
    async transaction(fn) {
      const tx = await pool.connect();
      try {
        await tx.query('BEGIN');
        const result = await fn(wrap(tx));
        await tx.query('COMMIT');
        return result;
      } catch (error) {
        await tx.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        tx.release();
      }
    },
    async close() {
      if (closed) return;
      closed = true;
      await pool.end();
    },
  };
}
