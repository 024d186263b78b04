// Issue 7, part 4: with PostgreSQL the rate-limit counters live in the database, so two instances
// share one budget, and windows that have ended are swept.
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { openPostgres } from '../../src/db/postgres.ts';
import { deleteEndedRateLimitWindows, postgresRateLimitStore } from '../../src/db/rate-limit-store.ts';
import { RATE_LIMIT_MESSAGE } from '../../src/plugins/external/rate-limit.ts';
import { buildTestApp } from '../helpers/app.ts';
import { getTestDb } from '../helpers/database.ts';

const ENQUIRY = { name: 'Asha Rao', email: 'asha@example.com', phone: '9876543210', country_code: '+91' };

const opened: { close(): Promise<unknown> }[] = [];
afterEach(async () => {
  await Promise.all(opened.splice(0).map((resource) => resource.close()));
});

async function startApp(...args: Parameters<typeof buildTestApp>): Promise<FastifyInstance> {
  const app = await buildTestApp(...args);
  opened.push(app);
  return app;
}

describe('rate limits on PostgreSQL', () => {
  it('shares the enquiry budget between two instances on one PostgreSQL', async () => {
    const secondDb = await openPostgres(inject('postgresUrl') as string);
    opened.push(secondDb);
    const instances = [await startApp(), await startApp({}, secondDb)];
    const post = (instance: FastifyInstance) =>
      instance.inject({
        method: 'POST',
        url: '/api/v1/client/enquiries',
        remoteAddress: '10.62.0.1',
        payload: ENQUIRY,
      });
    for (let sent = 0; sent < 10; sent += 1) {
      expect((await post(instances[sent % 2]!)).statusCode, `enquiry ${sent + 1}`).toBe(201);
    }
    for (const instance of instances) {
      const refused = await post(instance);
      expect(refused.statusCode).toBe(429);
      expect(refused.json<{ message: string }>().message).toBe(RATE_LIMIT_MESSAGE);
    }
  });

  it('starts a new window once one has ended, and sweeps the ended ones', async () => {
    const db = await getTestDb();
    const store = new (postgresRateLimitStore(db, (await startApp()).log))({});
    const hit = (windowMs: number) =>
      new Promise<{ current: number; ttl: number }>((resolve, reject) =>
        store.incr(
          '203.0.113.99',
          (error, result) => (error ? reject(error) : resolve(result!)),
          windowMs,
          10,
        ),
      );
    expect((await hit(300)).current).toBe(1);
    const second = await hit(300);
    expect(second.current).toBe(2);
    expect(second.ttl).toBeGreaterThan(0);
    expect(second.ttl).toBeLessThanOrEqual(300);
    await new Promise((resolve) => setTimeout(resolve, 350));
    expect((await hit(300)).current).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 350));
    await deleteEndedRateLimitWindows(db);
    expect(await db.query(`SELECT 1 FROM rate_limit_hits WHERE key = '203.0.113.99'`)).toEqual([]);
  });
});
