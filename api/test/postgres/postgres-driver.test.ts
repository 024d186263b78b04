// Issue 7, part 4: the PostgreSQL pool's settings. A stalled server or a runaway statement fails
// instead of hanging, a broken connection is reported and never handed to the next request.
import { createServer, type AddressInfo, type Socket } from 'node:net';
import pg from 'pg';
import { afterEach, describe, expect, inject, it, vi } from 'vitest';
import type { Db } from '../../src/db/db.ts';
import { openPostgres } from '../../src/db/postgres.ts';

const serverUrl = inject('postgresUrl');

const opened: Db[] = [];
afterEach(async () => {
  vi.restoreAllMocks();
  await Promise.all(opened.splice(0).map((db) => db.close()));
});

async function open(...args: Parameters<typeof openPostgres>): Promise<Db> {
  const db = await openPostgres(...args);
  opened.push(db);
  return db;
}

async function backendPid(db: Pick<Db, 'query'>): Promise<number> {
  const [row] = await db.query<{ pid: number }>('SELECT pg_backend_pid() AS pid');
  return row!.pid;
}

/** Ends a session from outside, as a restarted server or a dropped network would. */
async function terminateBackend(pid: number): Promise<void> {
  const admin = new pg.Client({ connectionString: serverUrl as string });
  await admin.connect();
  try {
    await admin.query('SELECT pg_terminate_backend($1)', [pid]);
  } finally {
    await admin.end();
  }
}

describe('the PostgreSQL driver', () => {
  it('gives up on a server that accepts the connection and never answers', async () => {
    const sockets: Socket[] = [];
    const silent = createServer((socket) => sockets.push(socket));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const { port } = silent.address() as AddressInfo;
    const startedAt = Date.now();
    try {
      await expect(
        openPostgres(`postgres://villa@127.0.0.1:${port}/villa`, { connectTimeoutMs: 300 }),
      ).rejects.toThrow(/^Cannot connect to DATABASE_URL: .*timeout/i);
      expect(Date.now() - startedAt).toBeLessThan(3_000);
    } finally {
      for (const socket of sockets) socket.destroy();
      silent.close();
    }
  });
});

describe('the PostgreSQL driver on a server', () => {
  it('cancels a statement that runs past the statement timeout, with the reason', async () => {
    const db = await open(serverUrl as string, { statementTimeoutMs: 200 });
    const startedAt = Date.now();
    await expect(db.query('SELECT pg_sleep(3)')).rejects.toThrow(
      'canceling statement due to statement timeout',
    );
    expect(Date.now() - startedAt).toBeLessThan(2_000);
    // The connection stays usable, and a transaction left idle is ended by the server.
    const [setting] = await db.query<{ idle_in_transaction_session_timeout: string }>(
      'SHOW idle_in_transaction_session_timeout',
    );
    expect(setting?.idle_in_transaction_session_timeout).toBe('1min');
  });

  it('closes a connection whose ROLLBACK failed instead of handing it to the next caller', async () => {
    const db = await open(serverUrl as string);
    const realQuery = pg.Client.prototype.query as (...args: unknown[]) => unknown;
    vi.spyOn(pg.Client.prototype, 'query').mockImplementation(function (this: pg.Client, ...args: unknown[]) {
      return args[0] === 'ROLLBACK'
        ? Promise.reject(new Error('Simulated: the connection failed during ROLLBACK'))
        : realQuery.apply(this, args);
    } as typeof pg.Client.prototype.query);
    let pidInTransaction = 0;
    await expect(
      db.transaction(async (tx) => {
        pidInTransaction = await backendPid(tx);
        throw new Error('The work failed');
      }),
    ).rejects.toThrow('The work failed');
    vi.restoreAllMocks();
    // That session is still inside its transaction: the next query must not land in it.
    expect(await backendPid(db)).not.toBe(pidInTransaction);
    await vi.waitFor(async () => {
      const sessions = await db.query('SELECT 1 FROM pg_stat_activity WHERE pid = $1', [pidInTransaction]);
      expect(sessions).toEqual([]);
    });
  });

  it('reports a pooled connection that breaks, idle or inside a transaction, and carries on', async () => {
    const reported: string[] = [];
    const db = await open(serverUrl as string, {
      logError: (error, message) => reported.push(`${message}: ${error.message}`),
    });
    const broken = /^A PostgreSQL connection failed \(the pool replaces it\): terminating connection/;

    await terminateBackend(await backendPid(db)); // the pool's idle connection
    await vi.waitFor(() => expect(reported).toEqual([expect.stringMatching(broken)]));
    expect((await db.query<{ one: number }>('SELECT 1 AS one'))[0]?.one).toBe(1);

    // Between two statements of a transaction: reported, not an unhandled 'error' event.
    await expect(
      db.transaction(async (tx) => {
        await terminateBackend(await backendPid(tx));
        await vi.waitFor(() => expect(reported).toHaveLength(2));
        await tx.query('SELECT 1');
      }),
    ).rejects.toThrow();
    expect(reported[1]).toMatch(broken);
    expect((await db.query<{ one: number }>('SELECT 1 AS one'))[0]?.one).toBe(1);
  });
});
