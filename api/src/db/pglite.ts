import { mkdir } from 'node:fs/promises';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import type { Db, Queryable } from './db.ts';
import { lockDataDir } from './data-dir-lock.ts';

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

/**
 * PGlite keeps its data in `dataDir` on disk, or in memory for `memory://`. A folder on disk has one
 * owner at a time (data-dir-lock.ts): a second server or seed command on it is refused.
 */
export async function openPglite(dataDir: string): Promise<Db> {
  const inMemory = dataDir.startsWith('memory://');
  if (!inMemory) await mkdir(dataDir, { recursive: true });
  const unlock = inMemory ? () => undefined : lockDataDir(dataDir);
  let pglite: PGlite;
  try {
    pglite = await PGlite.create(dataDir);
  } catch (error) {
    unlock();
    throw error;
  }
  const root = wrap(pglite);
  return {
    kind: 'pglite',
    embedded: pglite,
    query: root.query,
    exec: root.exec,
    transaction: (fn) => pglite.transaction((tx) => fn(wrap(tx))),
    // One process owns the folder, so what it hears is all there is: a connection never drops.
    listen: async (channel, listener) => {
      const unlisten = await pglite.listen(channel, listener.onPayload);
      return async () => {
        if (!pglite.closed) await unlisten();
      };
    },
    close: async () => {
      try {
        if (!pglite.closed) await pglite.close();
      } finally {
        unlock();
      }
    },
  };
}
