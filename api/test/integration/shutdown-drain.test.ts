// Issue 28, section 2: SIGTERM drains the server. A real server process takes a stream of enquiries
// from several clients and gets SIGTERM half-way. From then on /ready answers 503, the port refuses
// new connections, the requests in flight are answered (one whose body is still arriving included),
// and the process exits 0. Every enquiry acknowledged with 201 is in the database afterwards, and no
// client ever got a 5xx: a request that was not answered was refused at the connection.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { connect, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { openPglite } from '../../src/db/pglite.ts';
import { testDatabaseKind } from '../helpers/database.ts';
import { startServerProcess } from '../helpers/server-process.ts';

const CLIENTS = 8;
/** SIGTERM once this many enquiries are acknowledged: the stream is in full flow. */
const ACKNOWLEDGED_BEFORE_STOP = 40;
const workDir = mkdtempSync(path.join(tmpdir(), 'villa-drain-'));
const cleanUps: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanUp of cleanUps.reverse()) await cleanUp();
  rmSync(workDir, { recursive: true, force: true });
});

const enquiry = (index: number) =>
  JSON.stringify({
    name: 'Drain Test',
    email: `drain${index}@example.com`,
    phone: '9876543210',
    country_code: '+91',
  });

/** The database for this run (a PGlite folder, or a fresh database on the run's PostgreSQL): how many of `ids` it holds. */
async function drainDatabase(): Promise<{
  env: Record<string, string>;
  storedIds: (ids: string[]) => Promise<number>;
}> {
  const countSql = 'SELECT count(*)::int AS count FROM enquiries WHERE id = ANY($1::text[])';
  if (testDatabaseKind() === 'pglite') {
    const dataDir = path.join(workDir, 'pglite');
    return {
      env: { DATA_DIR: dataDir },
      async storedIds(ids) {
        const db = await openPglite(dataDir);
        try {
          return (await db.query<{ count: number }>(countSql, [ids]))[0]?.count ?? 0;
        } finally {
          await db.close();
        }
      },
    };
  }
  const serverUrl = inject('postgresUrl')!;
  const name = `villa_drain_${randomBytes(4).toString('hex')}`;
  const onServer = async (sql: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    await client.query(sql).finally(() => client.end());
  };
  await onServer(`CREATE DATABASE ${name}`);
  cleanUps.push(() => onServer(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    env: { DATABASE_URL: url.toString() },
    async storedIds(ids) {
      const client = new pg.Client({ connectionString: url.toString() });
      await client.connect();
      try {
        return (await client.query<{ count: number }>(countSql, [ids])).rows[0]?.count ?? 0;
      } finally {
        await client.end();
      }
    },
  };
}

/** A raw connection that has sent `head` and waits; `finish` sends the rest and reads the whole answer. */
function openRequest(port: number, head: string) {
  const socket: Socket = connect({ port, host: '127.0.0.1' });
  let received = '';
  socket.on('data', (chunk: Buffer) => (received += chunk.toString()));
  const ended = new Promise<string>((resolve) => socket.once('close', () => resolve(received)));
  socket.on('error', () => undefined);
  socket.write(head);
  return {
    async finish(rest: string) {
      socket.write(rest);
      const answer = await ended;
      const [headers = '', body = ''] = answer.split('\r\n\r\n');
      return { status: Number(headers.split(' ')[1]), headers: headers.toLowerCase(), body };
    },
  };
}

type Outcome = { status: number; id?: string } | { refused: string };

describe(`SIGTERM under a stream of enquiries (${testDatabaseKind()})`, () => {
  it('answers what is in flight, refuses new connections, loses no acknowledged enquiry and exits 0', async () => {
    const database = await drainDatabase();
    const server = await startServerProcess({
      ...database.env,
      RATE_LIMITS: 'off-in-production',
      SEED_ON_START: '0',
      SHUTDOWN_GRACE_MS: '10000',
      LOG_LEVEL: 'info',
    });
    cleanUps.push(async () => {
      server.child.kill('SIGKILL');
      await server.stopped();
    });
    const port = Number(new URL(server.baseUrl).port);
    expect((await fetch(`${server.baseUrl}/api/v1/ready`)).status).toBe(200);

    // In flight when the stop comes: an enquiry whose body is half sent, and a readiness check
    // whose headers are not finished.
    const body = enquiry(-1);
    const slowEnquiry = openRequest(
      port,
      `POST /api/v1/client/enquiries HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body.slice(0, 20)}`,
    );
    const slowReady = openRequest(port, 'GET /api/v1/ready HTTP/1.1\r\nHost: 127.0.0.1\r\n');

    const outcomes: Outcome[] = [];
    let acknowledged = 0;
    let stopSent = false;
    let sent = 0;
    const client = async () => {
      for (;;) {
        const index = (sent += 1);
        try {
          const response = await fetch(`${server.baseUrl}/api/v1/client/enquiries`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: enquiry(index),
          });
          const answer = (await response.json()) as { data?: { _id: string } };
          outcomes.push({ status: response.status, id: answer.data?._id });
          if (response.status === 201) acknowledged += 1;
        } catch (error) {
          const cause = (error as { cause?: { code?: string } }).cause;
          outcomes.push({ refused: cause?.code ?? String(error) });
          // Refused at the connection: the port is closed. Another try must be refused too.
          if (cause?.code === 'ECONNREFUSED') return;
        }
        if (!stopSent && acknowledged >= ACKNOWLEDGED_BEFORE_STOP) {
          stopSent = true;
          server.child.kill('SIGTERM');
        }
      }
    };
    const clients = Array.from({ length: CLIENTS }, client);

    while (!stopSent) await new Promise((resolve) => setTimeout(resolve, 5));
    await new Promise((resolve) => setTimeout(resolve, 300));
    const ready = await slowReady.finish('\r\n');
    const slow = await slowEnquiry.finish(body.slice(20));
    await Promise.all(clients);
    await server.stopped();

    const statuses = new Set(outcomes.flatMap((outcome) => ('status' in outcome ? [outcome.status] : [])));
    const refusals = outcomes.flatMap((outcome) => ('refused' in outcome ? [outcome.refused] : []));
    const ids = outcomes.flatMap((outcome) => ('id' in outcome && outcome.id ? [outcome.id] : []));
    const slowId = (JSON.parse(slow.body) as { data: { _id: string } }).data._id;
    const stored = await database.storedIds([...ids, slowId]);
    console.log(
      `drain (${testDatabaseKind()}): ${outcomes.length} enquiries sent, ${ids.length} acknowledged, ${stored - 1} of them stored; refused: ${refusals.join(', ')}; ${/Stopped in \d+ ms/.exec(server.output())?.[0]}`,
    );

    expect(server.child.exitCode).toBe(0);
    expect(ready.status).toBe(503);
    expect(JSON.parse(ready.body)).toMatchObject({ failing: [{ name: 'draining' }] });
    expect(slow.status).toBe(201);
    expect(slow.headers).toContain('connection: close');
    expect([...statuses]).toEqual([201]);
    expect(ids.length).toBeGreaterThanOrEqual(ACKNOWLEDGED_BEFORE_STOP);
    expect(stored).toBe(ids.length + 1);
    expect(refusals.filter((code) => code === 'ECONNREFUSED')).toHaveLength(CLIENTS);
    expect(server.output()).toMatch(/Stopped in \d+ ms/);
    expect(server.output()).not.toContain('shutdown grace'); // nothing had to be cut off
    expect(server.output()).not.toMatch(/"level":(50|60)/); // no error or fatal log
  }, 180_000);
});
