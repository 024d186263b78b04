import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, test } from 'node:test';
import { fileURLToPath } from 'node:url';

const SCRIPT = fileURLToPath(new URL('../../api/scripts/pg-cluster.mjs', import.meta.url));
// A search root with no PostgreSQL in it: the machine's own installation is not seen.
const emptyRoot = mkdtempSync(path.join(tmpdir(), 'villa-no-postgres-'));
after(() => rmSync(emptyRoot, { recursive: true, force: true }));

function runWithoutPostgres(extraEnv, options = []) {
  const env = { ...process.env, PG_CLUSTER_SEARCH_ROOT: emptyRoot, ...extraEnv };
  if (extraEnv.CI === undefined) delete env.CI;
  return spawnSync(
    process.execPath,
    [SCRIPT, ...options, '--', process.execPath, '-e', 'console.log("the command ran")'],
    { env, encoding: 'utf8' },
  );
}

test('outside CI, a machine without PostgreSQL skips the run with a message', () => {
  const result = runWithoutPostgres({});
  assert.equal(result.status, 0);
  assert.match(result.stdout, /Skipping the PostgreSQL run: PostgreSQL server binaries not found/);
  assert.doesNotMatch(result.stdout, /the command ran/);
});

test('under CI=true, a machine without PostgreSQL fails the run instead of skipping it', () => {
  const result = runWithoutPostgres({ CI: 'true' });
  assert.equal(result.status, 1);
  assert.match(result.stderr, /PostgreSQL server binaries not found .*CI=true: this run is required/);
  assert.doesNotMatch(result.stdout, /Skipping/);
});

test('--required fails the run outside CI too', () => {
  const result = runWithoutPostgres({}, ['--required']);
  assert.equal(result.status, 1);
  assert.doesNotMatch(result.stdout, /the command ran/);
});

const hasPostgres =
  existsSync('/usr/lib/postgresql') &&
  readdirSync('/usr/lib/postgresql').some((version) =>
    existsSync(path.join('/usr/lib/postgresql', version, 'bin', 'pg_basebackup')),
  );

test(
  'with PostgreSQL, the command gets a primary and its streaming replica, both gone afterwards',
  { skip: hasPostgres ? false : 'no PostgreSQL server binaries on this machine' },
  () => {
    const query = (variable, sql) => `psql "$${variable}" -Atc "${sql}"`;
    const result = spawnSync(
      process.execPath,
      [
        SCRIPT,
        '--',
        'sh',
        '-c',
        [
          query('TEST_DATABASE_URL', 'SELECT pg_is_in_recovery()'),
          query('TEST_DATABASE_READ_URL', 'SELECT pg_is_in_recovery()'),
          query('TEST_DATABASE_URL', 'SELECT state FROM pg_stat_replication'),
        ].join(' && '),
      ],
      { encoding: 'utf8' },
    );
    assert.equal(result.status, 0, result.stderr);
    assert.deepEqual(result.stdout.trim().split('\n'), ['f', 't', 'streaming']);
    const folder = /Creating a cluster in (\S+)/.exec(result.stderr)?.[1];
    assert.ok(folder, result.stderr);
    assert.equal(existsSync(folder), false);
  },
);
