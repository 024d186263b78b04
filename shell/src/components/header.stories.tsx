import type { Meta, StoryObj } from '@storybook/react-vite';
import { within } from 'storybook/test';
import { knownAxeViolations, world } from '@villa/shared/testing/story-world';
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
  parameters: knownAxeViolations({
    // menu-drawer.tsx: MUI's Drawer is a dialog, and ours has no name (aria-label or aria-labelledby).
    'aria-dialog-name': 'the drawer is unnamed',
    // menu-drawer.tsx: ListItemButton rendered as a link sits in the <ul> without an <li>.
    list: 'the menu links are not list items',
  }),
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Open menu' }));
    await within(canvasElement.ownerDocument.body).findByRole('link', { name: 'Connect with an expert' });
  },
};
