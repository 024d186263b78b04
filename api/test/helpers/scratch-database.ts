// A database of its own on the test's PostgreSQL server: for the whole run (global-setup) or for one
// test that changes the catalogue (openPrivateTestDb).
import { randomBytes } from 'node:crypto';
import pg from 'pg';

async function onServer(serverUrl: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** Creates `<prefix>_<random>` on the server: its URL, and how to drop it. */
export async function createScratchDatabase(
  serverUrl: string,
  prefix: string,
): Promise<{ name: string; url: string; drop: () => Promise<void> }> {
  const name = `${prefix}_${randomBytes(4).toString('hex')}`;
  await onServer(serverUrl, `CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    drop: () => onServer(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}

/**
 * The same database on a streaming replica of its server (TEST_DATABASE_READ_URL's host and port): a
 * replica copies every database of the cluster, a scratch one too, once it has replayed its creation.
 */
export function onReplica(databaseUrl: string, replicaUrl: string): string {
  const url = new URL(databaseUrl);
  url.host = new URL(replicaUrl).host;
  return url.toString();
}
