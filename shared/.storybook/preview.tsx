import type { Preview } from '@storybook/react-vite';
import { BaseStyles } from '../src/ui/kit.tsx';
import { MuiTheme } from '../src/ui/mui-theme.tsx';

const preview: Preview = {
  decorators: [
    (Story) => (
      <MuiTheme>
        <BaseStyles />
        <Story />
      </MuiTheme>
    ),
  ],
};

export default preview;
