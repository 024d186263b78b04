import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { PACKAGE_ROOT } from '../../src/config.ts';
import { listMigrations, migrate } from '../../src/db/migrate.ts';
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
