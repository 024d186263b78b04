import { defineConfig } from 'vitest/config';

// The integration tests share one database per test process (PGlite takes seconds to boot), so the
// files run one after another in a single worker that keeps its modules between files.
// test/postgres/ needs a PostgreSQL server (TEST_DATABASE_URL, set by scripts/pg-cluster.mjs): it runs
// in the PostgreSQL step of `npm test`, which fails under CI when PostgreSQL cannot be started.
// `npm test` runs some files in one of its two API steps only (tooling/bin/test.mjs, API_STEP_ONLY).
export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    exclude: process.env.TEST_DATABASE_URL ? [] : ['test/postgres/**'],
    environment: 'node',
    pool: 'forks',
    fileParallelism: false,
    isolate: false,
    globalSetup: ['./test/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});
