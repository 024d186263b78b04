// With TEST_DATABASE_URL set, the tests run against PostgreSQL: a fresh database is created for the
// run and dropped afterwards. Without it they run against an in-memory PGlite.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    postgresUrl: string | null;
  }
}

export default async function setup(project: TestProject) {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    project.provide('postgresUrl', null);
    return;
  }
  const name = `villa_test_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  project.provide('postgresUrl', url.toString());
  console.log(`Running the tests against PostgreSQL (database ${name})`);

  return async () => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await client.end();
  };
}
