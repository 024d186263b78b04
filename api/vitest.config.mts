import { defineConfig } from 'vitest/config';

// The integration tests share one database per test process (PGlite takes seconds to boot), so the
// files run one after another in a single worker that keeps its modules between files.
export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    environment: 'node',
    pool: 'forks',
    fileParallelism: false,
    isolate: false,
    globalSetup: ['./test/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});
