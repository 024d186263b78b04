import type { StorybookConfig } from '@storybook/react-vite';
import remotes from '../src/contracts/remote-registry.json' with { type: 'json' };

// One Storybook for every app (docs/decisions/storybook.md): the stories of @villa/shared, the shell
// and each remote of the registry, side by side. STORYBOOK_APP=listings-mfe shows one app's alone.
const PACKAGES = ['shared', 'shell', ...remotes.map((remote) => remote.dir)];
const only = process.env.STORYBOOK_APP;
if (only && !PACKAGES.includes(only))
  throw new Error(`STORYBOOK_APP=${only}: not one of ${PACKAGES.join(', ')}`);

const config: StorybookConfig = {
  stories: (only ? [only] : PACKAGES).map((dir) => `../../${dir}/src/**/*.stories.tsx`),
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
