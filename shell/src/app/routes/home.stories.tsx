import type { Meta, StoryObj } from '@storybook/react-vite';
import { salesTeamResponse } from '@villa/shared/testing/fixtures';
import { apiRoutes, world } from '@villa/shared/testing/story-world';
import HomePage from './home.tsx';

const meta = {
  title: 'Shell/Home page',
  component: HomePage,
  parameters: {
    ...world({
      api: apiRoutes({
        '/api/v1/team': salesTeamResponse,
        '/api/v1/reviews': { status: 'success', data: [] },
      }),
    }),
    layout: 'fullscreen',
  },
} satisfies Meta<typeof HomePage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The sales team and the reviews load as they come near. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await canvas.findByText('Kavya Menon');
  },
};
