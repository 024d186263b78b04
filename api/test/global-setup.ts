// With TEST_DATABASE_URL set, the tests run against PostgreSQL: a fresh database is created for the
// run and dropped afterwards. Without it they run against an in-memory PGlite.
import type { TestProject } from 'vitest/node';
import { createScratchDatabase } from './helpers/scratch-database.ts';

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
  const scratch = await createScratchDatabase(serverUrl, 'villa_test');
  project.provide('postgresUrl', scratch.url);
  console.log(`Running the tests against PostgreSQL (database ${scratch.name})`);
  return scratch.drop;
}
