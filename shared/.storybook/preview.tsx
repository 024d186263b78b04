import type { Preview } from '@storybook/react-vite';
import { CssBaseline, ThemeProvider } from '@villa/shared/mui/core';
import { theme } from '../src/ui/theme.ts';

const preview: Preview = {
  decorators: [
    (Story) => (
      <ThemeProvider theme={theme}>
        <CssBaseline />
        <Story />
      </ThemeProvider>
    ),
  ],
};

export default preview;
