// The type of app-config.mjs for the apps' type-checked vitest.config.mts.
export declare const appVitestConfig: {
  test: { environment: 'happy-dom'; setupFiles: string[]; include: string[]; testTimeout: number };
  esbuild: { jsx: 'automatic' };
};
