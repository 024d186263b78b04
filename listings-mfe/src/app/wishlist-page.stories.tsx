import type { Meta, StoryObj } from '@storybook/react-vite';
import { apiRoutes, failing, pending, world, type ApiAnswer } from '@villa/shared/testing/story-world';
import { storyUnits } from '../testing/story-listing.ts';
import WishlistPage from './exposes/wishlist-page.tsx';

/** /profile/wishlist logged in, the saved villas answered by `wishlist`. */
const savedWorld = (wishlist: ApiAnswer) =>
  world({
    route: '/profile/wishlist',
    loggedIn: true,
    api: apiRoutes({ '/api/v1/auth/users/getmyfavoriteunits': wishlist }),
  });

const meta = {
  title: 'Listings/Wishlist page',
  component: WishlistPage,
  parameters: savedWorld({ status: 'success', data: storyUnits.slice(0, 2) }),
} satisfies Meta<typeof WishlistPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Saved: Story = {
  play: async ({ canvas }) => {
    await canvas.findByRole('list', { name: 'Saved villas' });
  },
};

export const Loading: Story = { parameters: savedWorld(pending) };

export const Empty: Story = {
  parameters: savedWorld({ status: 'success', data: [] }),
  play: async ({ canvas }) => {
    await canvas.findByText('Your wishlist is empty');
  },
};

export const Failed: Story = {
  parameters: savedWorld(failing(500, 'Failed to get user wishlist')),
  play: async ({ canvas }) => {
    await canvas.findByText('Error: Failed to get user wishlist');
  },
};

/** Logged out: nothing is asked for, and the page offers to log in. */
export const LoggedOut: Story = { parameters: world({ route: '/profile/wishlist' }) };
