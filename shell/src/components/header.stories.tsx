import type { Meta, StoryObj } from '@storybook/react-vite';
import { within } from 'storybook/test';
import { world } from '@villa/shared/testing/story-world';
import { Header } from './header.tsx';

const meta = {
  title: 'Shell/Header',
  component: Header,
  parameters: { ...world({ route: '/units?city=Bengaluru' }), layout: 'fullscreen' },
} satisfies Meta<typeof Header>;

export default meta;
type Story = StoryObj<typeof meta>;

export const LoggedOut: Story = {};

/** Logged in, the top menu has Profile. */
export const LoggedIn: Story = {
  parameters: world({ route: '/units?city=Bengaluru', loggedIn: true }),
  play: async ({ canvas }) => {
    await canvas.findByRole('link', { name: 'Profile' });
  },
};

/** The side menu, whose code loads when it is first opened. */
export const MenuOpen: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Open menu' }));
    await within(canvasElement.ownerDocument.body).findByRole('link', { name: 'Connect with an expert' });
  },
};
