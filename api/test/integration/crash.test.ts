// Issue 7, part 8: an acknowledged enquiry survives a crash. A real server process takes 100
// concurrent enquiries, is killed with SIGKILL while they are in flight, and is started again on
// the same database (PGlite's data folder, or the PostgreSQL database of the run).
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { openPglite } from '../../src/db/pglite.ts';
import { testDatabaseKind } from '../helpers/database.ts';
import { startServerProcess } from '../helpers/server-process.ts';

const ENQUIRIES = 100;
const workDir = mkdtempSync(path.join(tmpdir(), 'villa-crash-'));
const cleanUps: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanUp of cleanUps.reverse()) await cleanUp();
  rmSync(workDir, { recursive: true, force: true });
});

/** The database for this run: a PGlite folder, or a fresh database on the run's PostgreSQL. */
async function crashDatabase(): Promise<{
  env: Record<string, string>;
  storedIds: (ids: string[]) => Promise<number>;
}> {
  if (testDatabaseKind() === 'pglite') {
    const dataDir = path.join(workDir, 'pglite');
    return {
      env: { DATA_DIR: dataDir },
      async storedIds(ids) {
        const db = await openPglite(dataDir);
        try {
          const [row] = await db.query<{ count: number }>(
            'SELECT count(*)::int AS count FROM enquiries WHERE id = ANY($1::text[])',
            [ids],
          );
          return row?.count ?? 0;
        } finally {
          await db.close();
        }
      },
    };
  }
  const serverUrl = new URL(inject('postgresUrl')!);
  const name = `villa_crash_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl.toString() });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  cleanUps.push(async () => {
    const client = new pg.Client({ connectionString: serverUrl.toString() });
    await client.connect();
    await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await client.end();
  });
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    env: { DATABASE_URL: url.toString() },
    async storedIds(ids) {
      const client = new pg.Client({ connectionString: url.toString() });
      await client.connect();
      try {
        const result = await client.query<{ count: number }>(
          'SELECT count(*)::int AS count FROM enquiries WHERE id = ANY($1::text[])',
          [ids],
        );
        return result.rows[0]?.count ?? 0;
      } finally {
        await client.end();
      }
    },
  };
}

describe(`a crash during writes (${testDatabaseKind()})`, () => {
  it(`keeps every enquiry acknowledged with 201 when the server is killed with SIGKILL mid-way through ${ENQUIRIES}`, async () => {
    const database = await crashDatabase();
    const first = await startServerProcess({
      ...database.env,
      RATE_LIMITS: 'off-in-production',
      SEED_ON_START: '0',
    });
    cleanUps.push(async () => {
      first.child.kill('SIGKILL');
      await first.stopped();
    });

    const acknowledged: string[] = [];
    let killed = false;
    const send = async (index: number) => {
      const response = await fetch(`${first.baseUrl}/api/v1/client/enquiries`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          name: 'Crash Test',
          email: `crash${index}@example.com`,
          phone: '9876543210',
          country_code: '+91',
        }),
      });
      if (response.status !== 201) throw new Error(`Enquiry ${index} answered ${response.status}`);
      acknowledged.push(((await response.json()) as { data: { _id: string } }).data._id);
    };
    const sends = Array.from({ length: ENQUIRIES }, (_, index) =>
      send(index).then(
        () => {
          // Kill once half have been acknowledged: the rest are in flight or queued.
          if (!killed && acknowledged.length >= ENQUIRIES / 2) {
            killed = true;
            first.child.kill('SIGKILL');
          }
        },
        () => undefined, // cut off by the kill: not acknowledged, so no promise was made
      ),
    );
    await Promise.all(sends);
    await first.stopped();
    expect(killed).toBe(true);

    const second = await startServerProcess({
      ...database.env,
      RATE_LIMITS: 'off-in-production',
      SEED_ON_START: '0',
    });
    cleanUps.push(async () => {
      second.child.kill('SIGTERM');
      await second.stopped();
    });
    const health = await fetch(`${second.baseUrl}/api/v1/health`);
    expect(health.status).toBe(200);
    second.child.kill('SIGTERM');
    await second.stopped();
    expect(second.child.exitCode).toBe(0);

    const stored = await database.storedIds(acknowledged);
    console.log(
      `crash (${testDatabaseKind()}): ${ENQUIRIES} sent, ${acknowledged.length} acknowledged, ${stored} of them stored after SIGKILL and restart`,
    );
    expect(acknowledged.length).toBeGreaterThanOrEqual(ENQUIRIES / 2);
    expect(stored).toBe(acknowledged.length);
    expect(second.output()).not.toMatch(/"level":(50|60)/); // no error or fatal log on the restart
  }, 180_000);
});
