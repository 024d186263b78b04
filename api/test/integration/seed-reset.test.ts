// Issue 7, part 3: `seed --reset` deletes the demo catalogue only, and refuses in production
// without --force.
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { PACKAGE_ROOT } from '../../src/config.ts';
import { migrate } from '../../src/db/migrate.ts';
import { openPglite } from '../../src/db/pglite.ts';
import { clearSeededData, seedIfEmpty } from '../../src/db/seed.ts';
import { buildTestApp } from '../helpers/app.ts';

const run = promisify(execFile);
const dataDir = mkdtempSync(path.join(tmpdir(), 'villa-seed-reset-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

async function seedCommand(args: string[], env: Record<string, string>) {
  try {
    const { stdout, stderr } = await run(
      process.execPath,
      ['--import', 'tsx', path.join(PACKAGE_ROOT, 'src/db/seed-cli.ts'), ...args],
      { cwd: PACKAGE_ROOT, env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', ...env } },
    );
    return { code: 0, output: stdout + stderr };
  } catch (error) {
    const failure = error as { code: number; stdout: string; stderr: string };
    return { code: failure.code, output: failure.stdout + failure.stderr };
  }
}

describe('seed --reset', () => {
  it('keeps enquiries (their text, with the unit link cleared) and users, and seeds afresh', async () => {
    const db = await openPglite('memory://');
    try {
      await migrate(db, path.join(PACKAGE_ROOT, 'migrations'));
      await seedIfEmpty(db);
      const app = await buildTestApp({}, db);
      const [unit] = await db.query<{ id: string }>('SELECT id FROM units LIMIT 1');
      const enquiry = await app.inject({
        method: 'POST',
        url: '/api/v1/client/enquiries',
        payload: {
          name: 'Asha Rao',
          email: 'asha@example.com',
          phone: '9876543210',
          country_code: '+91',
          unit: unit?.id,
        },
      });
      expect(enquiry.statusCode).toBe(201);
      await app.close();
      await db.exec(
        "INSERT INTO users (id, name, email, phone_code, phone_number) VALUES ('aaaaaaaaaaaaaaaaaaaaaaaa', 'Asha Rao', 'asha@example.com', '+91', '9876543210')",
      );

      await clearSeededData(db);
      const counts = await db.query<{ projects: number; enquiries: number; users: number }>(
        `SELECT (SELECT count(*)::int FROM projects) AS projects,
                (SELECT count(*)::int FROM enquiries WHERE name = 'Asha Rao' AND unit_id IS NULL) AS enquiries,
                (SELECT count(*)::int FROM users) AS users`,
      );
      expect(counts[0]).toEqual({ projects: 0, enquiries: 1, users: 1 });
      expect((await seedIfEmpty(db)).seeded).toBe(true);
    } finally {
      await db.close();
    }
  });

  it('refuses with NODE_ENV=production unless --force is given, and changes nothing', async () => {
    const seeded = await seedCommand([], { NODE_ENV: 'development' });
    expect(seeded.output).toMatch(/Seeded \d+ projects/);

    const refused = await seedCommand(['--reset'], { NODE_ENV: 'production' });
    expect(refused.code).toBe(1);
    expect(refused.output).toContain('Refusing to reset the catalogue with NODE_ENV=production');
    expect(refused.output).toContain('--reset --force');

    const forced = await seedCommand(['--reset', '--force'], { NODE_ENV: 'production' });
    expect(forced.code).toBe(0);
    expect(forced.output).toContain('Deleted the demo catalogue (enquiries and users are kept).');
    expect(forced.output).toMatch(/Seeded \d+ projects/);
  }, 60_000);

  it('seeds a synthetic catalogue of the size asked for with --units, and refuses a size it cannot make', async () => {
    const synthetic = await seedCommand(['--reset', '--units', '1_200'], { NODE_ENV: 'development' });
    expect(synthetic.code).toBe(0);
    expect(synthetic.output).toMatch(/Seeded \d{2} projects and 1200 units in \d+ ms/);
    const db = await openPglite(dataDir);
    try {
      const [counts] = await db.query<{ units: number; cities: number }>(
        `SELECT (SELECT count(*)::int FROM units) AS units,
                (SELECT count(DISTINCT city_id)::int FROM projects) AS cities`,
      );
      expect(counts).toEqual({ units: 1200, cities: 5 });
    } finally {
      await db.close();
    }

    for (const size of ['0', 'many', '1e9']) {
      const refused = await seedCommand(['--units', size], { NODE_ENV: 'development' });
      expect(refused.code, size).toBe(1);
      expect(refused.output, size).toContain(
        `--units must be a whole number from 1 to 1000000 (got '${size}')`,
      );
    }
  }, 60_000);
});
