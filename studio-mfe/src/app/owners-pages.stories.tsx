import type { Meta, StoryObj } from '@storybook/react-vite';
import { failing, pending, world } from '@villa/shared/testing/story-world';
import { palmGrove, projectsPage } from '../testing/catalogue-data.ts';
import { ownersPage, pendingListing, rejectedListing } from '../testing/owners-data.ts';
import { editor, signedInAs, studioApi } from '../testing/studio-data.ts';
import OwnersPage from './exposes/owners-page.tsx';

const route = '/studio/submissions/owners';
const ownersApi = (routes = {}) =>
  studioApi(editor, {
    '/api/v1/studio/submissions/owners': ownersPage([pendingListing, rejectedListing]),
    '/api/v1/studio/projects': projectsPage([palmGrove]),
    ...routes,
  });

/** The owners' listings queue, signed in as an editor. */
const meta = {
  title: 'Studio/Owners',
  component: OwnersPage,
  beforeEach: signedInAs(editor),
  parameters: world({ route, api: ownersApi() }),
} satisfies Meta<typeof OwnersPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Owners: Story = {
  play: async ({ canvas }) => {
    await canvas.findByRole('table', { name: "Owners' listings" });
    await canvas.findByRole('button', { name: /Review the listing of Suresh Nair/ });
  },
};

export const OwnersReview: Story = {
  parameters: world({ route: `${route}?open=${pendingListing._id}`, api: ownersApi() }),
  play: async ({ canvas }) => {
    await canvas.findByRole('form', { name: 'Decide on the listing' });
    await canvas.findByRole('button', { name: 'Approve into a draft villa' });
  },
};

export const OwnersLoading: Story = {
  parameters: world({ route, api: ownersApi({ '/api/v1/studio/submissions/owners': pending }) }),
  play: async ({ canvas }) => {
    await canvas.findByText("Loading the owners' listings…");
  },
};

export const OwnersEmpty: Story = {
  parameters: world({
    route: `${route}?status=pending`,
    api: ownersApi({ '/api/v1/studio/submissions/owners': ownersPage([]) }),
  }),
  play: async ({ canvas }) => {
    await canvas.findByText("No owner's listing here.");
  },
};

export const OwnersFailed: Story = {
  parameters: world({
    route,
    api: ownersApi({
      '/api/v1/studio/submissions/owners': failing(500, "Failed to load the owners' listings"),
    }),
  }),
  play: async ({ canvas }) => {
    await canvas.findByText("Failed to load the owners' listings");
  },
};
