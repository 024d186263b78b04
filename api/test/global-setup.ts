// With TEST_DATABASE_URL set, the tests run against PostgreSQL: a fresh database is created for the
// run and dropped afterwards. Without it they run against an in-memory PGlite. TEST_DATABASE_READ_URL
// (scripts/pg-cluster.mjs) is a streaming replica of that server: the same database is read there.
import type { TestProject } from 'vitest/node';
import { createScratchDatabase, onReplica } from './helpers/scratch-database.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    postgresUrl: string | null;
    /** The run's database on the replica (read-only), when there is one. */
    postgresReadUrl: string | null;
  }
}

export default async function setup(project: TestProject) {
  const serverUrl = process.env.TEST_DATABASE_URL;
  const replicaUrl = process.env.TEST_DATABASE_READ_URL;
  if (!serverUrl) {
    project.provide('postgresUrl', null);
    project.provide('postgresReadUrl', null);
    return;
  }
  const scratch = await createScratchDatabase(serverUrl, 'villa_test');
  project.provide('postgresUrl', scratch.url);
  project.provide('postgresReadUrl', replicaUrl ? onReplica(scratch.url, replicaUrl) : null);
  console.log(`Running the tests against PostgreSQL (database ${scratch.name})`);
  return scratch.drop;
}
