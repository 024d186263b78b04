import type { Meta, StoryObj } from '@storybook/react-vite';
import { world } from '@villa/shared/testing/story-world';
import AccountPage from './account.tsx';

const meta = {
  title: 'Shell/Account page',
  component: AccountPage,
  parameters: world({ route: '/profile' }),
} satisfies Meta<typeof AccountPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const LoggedOut: Story = {};
export const LoggedIn: Story = {
  parameters: world({ route: '/profile', loggedIn: true }),
  play: async ({ canvas }) => {
    await canvas.findByText('Name: Asha Rao');
  },
};
