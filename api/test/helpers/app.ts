import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app.ts';
import { loadConfig, type Config } from '../../src/config.ts';
import type { Db } from '../../src/db/db.ts';
import { getTestDb } from './database.ts';

export function testConfig(overrides: Partial<Config> = {}): Config {
  return { ...loadConfig({ NODE_ENV: 'test', DATA_DIR: 'memory://' }), ...overrides };
}

/** The real app on the shared test database. Close it after the tests; the database stays open. */
export async function buildTestApp(overrides: Partial<Config> = {}, db?: Db): Promise<FastifyInstance> {
  return buildApp(testConfig(overrides), { db: db ?? (await getTestDb()) });
}
