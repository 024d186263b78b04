import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp, type AppOptions } from '../../src/app.ts';
import { loadConfig, type Config } from '../../src/config.ts';
import { CATALOGUE_VERSION_MAX_AGE_MS } from '../../src/plugins/app/catalogue-cache.ts';
import type { Db } from '../../src/db/db.ts';
import { getTestDb } from './database.ts';

/** The tests' SMS outbox: never the repository's .data/sms-outbox.jsonl, which a person may be reading. */
export const TEST_OUTBOX_FILE = path.join(mkdtempSync(path.join(tmpdir(), 'villa-sms-')), 'sms-outbox.jsonl');

/** The tests' uploads: a temporary folder, never the repository's .data/uploads. */
export const TEST_UPLOADS_DIR = mkdtempSync(path.join(tmpdir(), 'villa-uploads-'));

export function testConfig(overrides: Partial<Config> = {}): Config {
  return {
    ...loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: 'memory://',
      SMS_OUTBOX_FILE: TEST_OUTBOX_FILE,
      UPLOADS_DIR: TEST_UPLOADS_DIR,
    }),
    ...overrides,
  };
}

/** The real app on the shared test database. Close it after the tests; the database stays open. */
export async function buildTestApp(
  overrides: Partial<Config> = {},
  db?: Db,
  options: Omit<AppOptions, 'db'> = {},
): Promise<FastifyInstance> {
  return buildApp(testConfig(overrides), { ...options, db: db ?? (await getTestDb()) });
}

/**
 * A write straight to the database, not through the app, reaches the catalogue's answers within the
 * time an instance trusts the version it read (catalogue-cache.ts): waits that long.
 */
export const untilOutsideWriteIsSeen = () =>
  new Promise((resolve) => setTimeout(resolve, CATALOGUE_VERSION_MAX_AGE_MS + 50));
