// Issue 28, section 2: GET /ready tells a load balancer whether to send this instance traffic. 200
// while every check passes; 503, naming what fails, when the database lacks a migration this code
// ships, or once the instance drains (SIGTERM: test/integration/shutdown-drain.test.ts). /health
// stays the liveness check: it answers 200 through all of it.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../src/db/db.ts';
import type { ReadyResponse } from '../../src/schemas/index.ts';
import { buildTestApp } from '../helpers/app.ts';
import { openPrivateTestDb } from '../helpers/database.ts';

let app: FastifyInstance;
let db: Db;
let closeDb: () => Promise<void>;
beforeAll(async () => {
  ({ db, close: closeDb } = await openPrivateTestDb());
  app = await buildTestApp({}, db);
});
afterAll(async () => {
  await app.close();
  await closeDb();
});

const ready = async () => {
  const response = await app.inject({ url: '/api/v1/ready', headers: { host: 'instance-7.internal:8080' } });
  return { status: response.statusCode, body: response.json<ReadyResponse>(), headers: response.headers };
};
const health = async () => (await app.inject('/api/v1/health')).statusCode;

describe('GET /ready', () => {
  it('answers 200 once the database holds every migration, to the host name a load balancer uses', async () => {
    const answer = await ready();
    expect(answer).toMatchObject({ status: 200, body: { status: 'ready', failing: [] } });
    expect(answer.headers['cache-control']).toBe('no-store');
  });

  it('answers 503 naming the migration the database lacks, and 200 once it is there', async () => {
    const [last] = await db.query<{ version: string }>(
      'SELECT version FROM schema_migrations ORDER BY version DESC LIMIT 1',
    );
    await db.query('DELETE FROM schema_migrations WHERE version = $1', [last!.version]);
    try {
      expect(await ready()).toMatchObject({
        status: 503,
        body: {
          status: 'not-ready',
          failing: [{ name: 'migrations', reason: `not applied: ${last!.version}` }],
        },
      });
      expect(await health()).toBe(200);
    } finally {
      await db.query('INSERT INTO schema_migrations (version) VALUES ($1)', [last!.version]);
    }
    expect((await ready()).status).toBe(200);
  });

  it('runs the checks added later (the release pointer is to be one): a failing one is a 503', async () => {
    let pointer: string | null = 'no release pointer loaded yet';
    app.readiness.add('test-pointer', async () => pointer);
    expect(await ready()).toMatchObject({
      status: 503,
      body: { failing: [{ name: 'test-pointer', reason: 'no release pointer loaded yet' }] },
    });
    pointer = null;
    expect((await ready()).status).toBe(200);
    app.readiness.add('test-throws', async () => {
      throw new Error('storage unreachable');
    });
    expect((await ready()).body.failing).toEqual([{ name: 'test-throws', reason: 'storage unreachable' }]);
  });

  it('answers 503 while the instance drains, and /health still 200', async () => {
    app.readiness.drain();
    const answer = await ready();
    expect(answer.status).toBe(503);
    expect(answer.body.failing[0]).toEqual({ name: 'draining', reason: 'the instance is stopping' });
    expect(await health()).toBe(200);
  });

  it('is in the OpenAPI document with its 200 and 503', async () => {
    const spec = (await app.inject('/api/docs/json')).json<{
      paths: Record<string, { get?: { responses: Record<string, unknown> } }>;
    }>();
    expect(Object.keys(spec.paths['/api/v1/ready']?.get?.responses ?? {})).toEqual(['200', '503']);
  });
});
