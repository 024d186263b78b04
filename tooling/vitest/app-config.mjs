// The component tests' configuration every browser app runs with: happy-dom, the app's own setup
// file, and React's automatic JSX. Each app's vitest.config.mts is this, so they cannot drift apart.
export const appVitestConfig = {
  test: {
    environment: 'happy-dom',
    setupFiles: ['./src/testing/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    // A form test types a whole form with user-event: 3 to 4 s when both cores are busy, near the
    // 5 s default.
    testTimeout: 15_000,
  },
  esbuild: { jsx: 'automatic' },
};
