import type { Meta, StoryObj } from '@storybook/react-vite';
import { salesTeamResponse } from '@villa/shared/testing/fixtures';
import { apiRoutes, failing, pending, world, type ApiAnswer } from '@villa/shared/testing/story-world';
import { ExpertPage } from './expert-page.tsx';

const teamWorld = (team: ApiAnswer) =>
  world({ route: '/connect-with-expert', api: apiRoutes({ '/api/v1/team': team }) });

const meta = {
  title: 'Enquiry/Expert page',
  component: ExpertPage,
  parameters: teamWorld(salesTeamResponse),
} satisfies Meta<typeof ExpertPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {
  play: async ({ canvas }) => {
    await canvas.findByText('Kavya Menon');
  },
};
export const Loading: Story = { parameters: teamWorld(pending) };
export const Empty: Story = {
  parameters: teamWorld({ status: 'success', data: [] }),
  play: async ({ canvas }) => {
    await canvas.findByText('No experts available right now');
  },
};
export const Failed: Story = {
  parameters: teamWorld(failing(500, 'Failed to fetch our experts')),
  play: async ({ canvas }) => {
    await canvas.findByText('Error: Failed to fetch our experts');
  },
};
