// Not a test: runs `npm run release -- listings --to s3` for real (typecheck, webpack build, upload,
// checks, switch) against the PostgreSQL of scripts/pg-cluster.mjs and the local S3 fake, then lists.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { PACKAGE_ROOT, REPO_ROOT } from '../../src/config.ts';
import { migrate } from '../../src/db/migrate.ts';
import { openPostgres } from '../../src/db/postgres.ts';
import { startLocalS3 } from '../helpers/s3-server.ts';

const url = process.env.TEST_DATABASE_URL!;
const db = await openPostgres(url);
await migrate(db, path.join(PACKAGE_ROOT, 'migrations'));
await db.close();
const s3 = await startLocalS3('villa-site');
const env = {
  ...process.env,
  DATABASE_URL: url,
  S3_ENDPOINT: s3.config.endpoint,
  S3_BUCKET: s3.config.bucket,
  S3_ACCESS_KEY_ID: s3.config.accessKeyId,
  S3_SECRET_ACCESS_KEY: s3.config.secretAccessKey,
  RELEASED_BY: 'Manual check',
};
for (const args of [
  ['release', 'listings', '--to', 's3'],
  ['release', 'listings', '--to', 's3'],
  ['list', '--in', 's3'],
  ['rollback', 'listings', '--in', 's3'],
]) {
  const started = Date.now();
  // Not spawnSync: the S3 fake answers from this process's event loop.
  const result = await new Promise<{ status: number | null; stdout: string; stderr: string }>((resolve) => {
    const child = spawn('node', [path.join(REPO_ROOT, 'tooling/bin/release.mjs'), ...args], {
      env,
      cwd: REPO_ROOT,
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('exit', (status) => resolve({ status, stdout, stderr }));
  });
  console.log(
    `$ npm run ${args.join(' ')}  (exit ${result.status}, ${((Date.now() - started) / 1000).toFixed(1)} s)`,
  );
  console.log(
    result.stdout
      .split('\n')
      .filter((line) => !/webpack|compiled|asset |modules|orphan|runtime|cacheable|\.js |\.cjs /.test(line))
      .join('\n'),
  );
  if (result.status !== 0) console.log(result.stderr);
}
await s3.close();
