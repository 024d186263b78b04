import type { Meta, StoryObj } from '@storybook/react-vite';
import { citiesResponse, makeListing } from '@villa/shared/testing/fixtures';
import { apiRoutes, failing, pending, world, type ApiAnswer } from '@villa/shared/testing/story-world';
import { storyListing, storyUnits } from '../testing/story-listing.ts';
import UnitsPage from './exposes/units-page.tsx';

/** The units page at /units in Bengaluru, its listing answered by `listing`. */
const unitsWorld = (listing: ApiAnswer, more: Record<string, ApiAnswer> = {}) =>
  world({
    route: '/units?city=Bengaluru',
    api: apiRoutes({
      '/api/v1/projects/units': listing,
      '/api/v1/locations/cities': citiesResponse,
      ...more,
    }),
  });

const meta = {
  title: 'Listings/Units page',
  component: UnitsPage,
  parameters: unitsWorld(storyListing()),
} satisfies Meta<typeof UnitsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Villas: Story = {
  play: async ({ canvas }) => {
    await canvas.findByRole('tab', { name: 'Villas (3)' });
  },
};

export const Projects: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('tab', { name: 'Projects (1)' }));
    await canvas.findByRole('list', { name: 'Projects' });
  },
};

/** Logged in: each card links to its villa, and its heart says whether it is saved. */
export const LoggedIn: Story = {
  parameters: {
    world: {
      ...unitsWorld(storyListing(), {
        '/api/v1/auth/users/getmyfavoriteunits': { status: 'success', data: storyUnits.slice(0, 1) },
      }).world,
      loggedIn: true,
    },
  },
  play: async ({ canvas }) => {
    await canvas.findByRole('button', { name: 'Remove from wishlist' });
  },
};

/** The first page is on its way: card-sized stand-ins hold the place. */
export const Loading: Story = { parameters: unitsWorld(pending) };

export const Empty: Story = {
  parameters: unitsWorld(makeListing({ data: { units: [], projects: [] }, total: 0, totalProjects: 0 })),
  play: async ({ canvas }) => {
    await canvas.findByText('No villas found');
  },
};

/** Nothing matched the filters: the API offers similar villas, and says so. */
export const SimilarVillas: Story = {
  parameters: unitsWorld(storyListing({ message: 'similar_units' })),
  play: async ({ canvas }) => {
    await canvas.findByText(/No matches found, but we have similar villas/);
  },
};

export const Failed: Story = {
  parameters: unitsWorld(failing(503, 'Catalogue is being updated')),
  play: async ({ canvas }) => {
    await canvas.findByText('Error: Catalogue is being updated');
  },
};
