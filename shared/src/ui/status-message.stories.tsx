import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '@villa/shared/mui/core';
import { StatusMessage } from './status-message.tsx';

const meta = {
  title: 'Shared/StatusMessage',
  component: StatusMessage,
  args: { kind: 'loading', title: 'Loading...' },
} satisfies Meta<typeof StatusMessage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {};
export const LoadingMore: Story = { args: { title: 'Loading more villas...', dense: true } };
export const Empty: Story = {
  args: { kind: 'empty', title: 'No villas found', hint: 'Try adjusting your search criteria' },
};
export const Failed: Story = {
  args: {
    kind: 'error',
    title: 'Error: Failed to fetch units',
    action: <Button variant="outlined">Retry</Button>,
  },
};
