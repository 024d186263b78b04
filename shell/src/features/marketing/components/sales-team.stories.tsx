import type { Meta, StoryObj } from '@storybook/react-vite';
import { salesTeamResponse } from '@villa/shared/testing/fixtures';
import { apiRoutes, failing, pending, world, type ApiAnswer } from '@villa/shared/testing/story-world';
import { SalesTeam } from './sales-team.tsx';

const teamWorld = (team: ApiAnswer) => world({ api: apiRoutes({ '/api/v1/team': team }) });

const meta = {
  title: 'Shell/Sales team',
  component: SalesTeam,
  parameters: teamWorld(salesTeamResponse),
} satisfies Meta<typeof SalesTeam>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {
  play: async ({ canvas }) => {
    await canvas.findByText('Kavya Menon');
  },
};
export const Loading: Story = { parameters: teamWorld(pending) };
export const Failed: Story = {
  parameters: teamWorld(failing(500, 'Failed to fetch the sales team')),
  play: async ({ canvas }) => {
    await canvas.findByText('Error: Failed to fetch the sales team');
  },
};
