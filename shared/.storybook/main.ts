import type { StorybookConfig } from '@storybook/react-vite';

const config: StorybookConfig = {
  stories: ['../src/**/*.stories.tsx'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true },
  viteFinal(viteConfig) {
    const rollupOptions = viteConfig.build?.rollupOptions ?? {};
    const previous = rollupOptions.onwarn;
    return {
      ...viteConfig,
      build: {
        ...viteConfig.build,
        // The preview (React, MUI, Storybook's runtime) is one chunk by design; no need to warn.
        chunkSizeWarningLimit: 2000,
        rollupOptions: {
          ...rollupOptions,
          // MUI marks its modules "use client"; the directive means nothing in this client-only build.
          onwarn(warning, warn) {
            if (warning.code === 'MODULE_LEVEL_DIRECTIVE') return;
            if (previous) previous(warning, warn);
            else warn(warning);
          },
        },
      },
    };
  },
};

export default config;
