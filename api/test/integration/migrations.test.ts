import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { PACKAGE_ROOT } from '../../src/config.ts';
import type { Queryable } from '../../src/db/db.ts';
import { listMigrations, migrate } from '../../src/db/migrate.ts';
import { buildSeedData } from '../../src/db/seed.ts';
import { testConfig } from '../helpers/app.ts';
import { getTestDb, testDatabaseKind } from '../helpers/database.ts';

let badDir: string;
beforeAll(() => {
  badDir = mkdtempSync(path.join(tmpdir(), 'villa-migrations-'));
  writeFileSync(
    path.join(badDir, '9001_broken.sql'),
    'CREATE TABLE broken_table (id integer);\nCREATE TABLE broken_table (oops;\n',
  );
});
afterAll(() => {
  rmSync(badDir, { recursive: true, force: true });
});

describe('migrations', () => {
  it('run on the database the suite was asked for (PostgreSQL when TEST_DATABASE_URL is set)', async () => {
    expect((await getTestDb()).kind).toBe(process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite');
    expect(testDatabaseKind()).toBe((await getTestDb()).kind);
  });

  it('are recorded once and not run again', async () => {
    const db = await getTestDb();
    const rows = await db.query<{ version: string }>(
      'SELECT version FROM schema_migrations ORDER BY version',
    );
    expect(rows.map((row) => row.version)).toEqual(
      await listMigrations(path.join(PACKAGE_ROOT, 'migrations')),
    );
    expect(await migrate(db, path.join(PACKAGE_ROOT, 'migrations'))).toEqual([]);
  });

  it('0005 computes the withs the seed stores: its backfill and unitWiths() agree', async () => {
    const db = await getTestDb();
    const seeded = new Map(buildSeedData().units.map((unit) => [unit.id as string, unit.withs as string[]]));
    const stored = async (q: Queryable) => {
      const rows = await q.query<{ id: string; withs: string[] }>(
        'SELECT id, withs FROM units WHERE id = ANY($1::text[])',
        [[...seeded.keys()]],
      );
      return new Map(rows.map((row) => [row.id, row.withs]));
    };
    expect(await stored(db)).toEqual(seeded);
    expect([...seeded.values()].filter((withs) => withs.length > 0).length).toBeGreaterThan(seeded.size / 2);

    // As on a database seeded before 0005: without the column, then migrated. Rolled back afterwards.
    const sql = readFileSync(path.join(PACKAGE_ROOT, 'migrations', '0005_unit_withs.sql'), 'utf8');
    class Rollback extends Error {}
    let backfilled = new Map<string, string[]>();
    await expect(
      db.transaction(async (tx) => {
        await tx.exec('ALTER TABLE units DROP COLUMN withs');
        await tx.exec(sql);
        backfilled = await stored(tx);
        throw new Rollback();
      }),
    ).rejects.toBeInstanceOf(Rollback);
    expect(backfilled).toEqual(seeded);
  });

  it('stop start-up with the file name and the reason when one fails, leaving nothing behind', async () => {
    const db = await getTestDb();
    await expect(buildApp(testConfig({ migrationsDir: badDir }), { db })).rejects.toThrow(
      /^Migration 9001_broken\.sql failed: syntax error/,
    );
    const [table] = await db.query<{ name: string | null }>(
      `SELECT to_regclass('broken_table')::text AS name`,
    );
    expect(table?.name).toBeNull();
    expect(await db.query(`SELECT 1 FROM schema_migrations WHERE version = '9001_broken.sql'`)).toEqual([]);
  });

  it('make the server exit with a non-zero code and print the error', async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
      cwd: PACKAGE_ROOT,
      env: {
        ...process.env,
        DATA_DIR: 'memory://',
        MIGRATIONS_DIR: badDir,
        PORT: '4199',
        LOG_LEVEL: 'silent',
        DATABASE_URL: '',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    // Should it start after all, stop it rather than hang.
    const timer = setTimeout(() => child.kill(), 45_000);
    const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
    clearTimeout(timer);
    expect(code).toBe(1);
    expect(output).toContain('Failed to start: Migration 9001_broken.sql failed: syntax error');
  }, 60_000);
});
