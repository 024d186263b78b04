import { mkdir } from 'node:fs/promises';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import type { Db, Queryable } from './db.ts';

function wrap(target: PGlite | Transaction): Queryable {
  return {
    async query<T>(sql: string, params: readonly unknown[] = []) {
      const result = await target.query<T>(sql, [...params]);
      return result.rows;
    },
    async exec(sql: string) {
      await target.exec(sql);
    },
  };
}

/** PGlite keeps its data in `dataDir` on disk, or in memory for `memory://`. */
export async function openPglite(dataDir: string): Promise<Db> {
  if (!dataDir.startsWith('memory://')) await mkdir(dataDir, { recursive: true });
  const pglite = await PGlite.create(dataDir);
  const root = wrap(pglite);
  return {
    kind: 'pglite',
    query: root.query,
    exec: root.exec,
    transaction: (fn) => pglite.transaction((tx) => fn(wrap(tx))),
    close: async () => {
      if (!pglite.closed) await pglite.close();
    },
  };
}
