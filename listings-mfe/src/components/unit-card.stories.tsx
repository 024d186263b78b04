import type { Meta, StoryObj } from '@storybook/react-vite';
import { world } from '@villa/shared/testing/story-world';
import { storyUnits } from '../testing/story-listing.ts';
import { UnitCard } from './unit-card.tsx';

const [tagged, plain, unregistered] = storyUnits;

const meta = {
  title: 'Listings/Unit card',
  component: UnitCard,
  args: { unit: tagged!, priority: true },
  parameters: world({ route: '/units', width: 360 }),
} satisfies Meta<typeof UnitCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Logged out, the card opens the enquiry form. */
export const LoggedOut: Story = {};
/** Logged in, the card is a link to the villa's page. */
export const LoggedIn: Story = { parameters: world({ loggedIn: true }) };
export const WithoutTag: Story = { args: { unit: plain! } };
export const NotRegistered: Story = { args: { unit: unregistered! } };
