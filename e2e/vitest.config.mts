import { defineConfig } from 'vitest/config';

// Browser tests over the production build: one server and one browser at a time (two cores).
export default defineConfig({
  test: {
    include: ['tests/**/*.test.ts'],
    globalSetup: ['./support/global-setup.ts'],
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
