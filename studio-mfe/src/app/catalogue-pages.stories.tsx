import type { Meta, StoryObj } from '@storybook/react-vite';
import { failing, pending, world } from '@villa/shared/testing/story-world';
import { citiesResponse, locationsResponse } from '@villa/shared/testing/fixtures';
import {
  lakeView,
  palmGrove,
  palmGroveRecord,
  palmUnits,
  projectsPage,
  villaA1Record,
} from '../testing/catalogue-data.ts';
import { editor, signedInAs, studioApi } from '../testing/studio-data.ts';
import CataloguePage from './exposes/catalogue-page.tsx';
import ProjectPage from './exposes/project-page.tsx';
import UnitPage from './exposes/unit-page.tsx';

const catalogueApi = (routes = {}) =>
  studioApi(editor, {
    '/api/v1/studio/projects': projectsPage([palmGrove, lakeView]),
    [`/api/v1/studio/projects/${palmGrove._id}`]: { status: 'success', data: palmGroveRecord },
    [`/api/v1/studio/units/${villaA1Record._id}`]: { status: 'success', data: villaA1Record },
    '/api/v1/locations/cities': citiesResponse,
    [`/api/v1/locations/city/${citiesResponse.data[0]!._id}`]: locationsResponse,
    [`/api/v1/studio/projects/${palmGrove._id}/units`]: { status: 'success', data: palmUnits },
    // No Maps key: the pin is typed (map-pin-field.tsx offers the map only with one).
    '/api/v1/config': { status: 'success', data: { googleMapsApiKey: null, googleMapsMapId: null } },
    ...routes,
  });

/** The catalogue's pages, signed in as an editor. */
const meta = {
  title: 'Studio/Catalogue',
  component: CataloguePage,
  beforeEach: signedInAs(editor),
  parameters: world({ route: '/studio/catalogue', api: catalogueApi() }),
} satisfies Meta<typeof CataloguePage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Catalogue: Story = {
  play: async ({ canvas }) => {
    await canvas.findByRole('table', { name: 'Projects' });
    await canvas.findByText('1 draft · 3 published');
    await canvas.findByRole('button', { name: 'Publish: Lake View Residences' });
  },
};

export const CatalogueLoading: Story = {
  parameters: world({
    route: '/studio/catalogue',
    api: catalogueApi({ '/api/v1/studio/projects': pending }),
  }),
  play: async ({ canvas }) => {
    await canvas.findByText('Loading the projects…');
  },
};

export const CatalogueEmpty: Story = {
  parameters: world({
    route: '/studio/catalogue?status=archived',
    api: catalogueApi({ '/api/v1/studio/projects': projectsPage([]) }),
  }),
  play: async ({ canvas }) => {
    await canvas.findByText('No project matches.');
  },
};

export const CatalogueFailed: Story = {
  parameters: world({
    route: '/studio/catalogue',
    api: catalogueApi({ '/api/v1/studio/projects': failing(500, 'Failed to load the projects') }),
  }),
  play: async ({ canvas }) => {
    await canvas.findByText('Failed to load the projects');
    await canvas.findByRole('button', { name: 'Retry' });
  },
};

export const Project: Story = {
  render: () => <ProjectPage slug={palmGrove._id} />,
  parameters: world({ route: `/studio/catalogue/${palmGrove._id}`, api: catalogueApi() }),
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { name: 'Palm Grove Villas' });
    await canvas.findByRole('table', { name: 'Villas of the project' });
    await canvas.findByRole('button', { name: 'Withdraw: Villa A1' });
  },
};

export const ProjectWithoutVillas: Story = {
  render: () => <ProjectPage slug={palmGrove._id} />,
  parameters: world({
    route: `/studio/catalogue/${palmGrove._id}`,
    api: catalogueApi({
      [`/api/v1/studio/projects/${palmGrove._id}/units`]: { status: 'success', data: [] },
    }),
  }),
  play: async ({ canvas }) => {
    await canvas.findByText('This project has no villas yet.');
  },
};

export const NewProject: Story = {
  render: () => <ProjectPage slug="new" />,
  parameters: world({ route: '/studio/catalogue/new', api: catalogueApi() }),
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { name: 'New project' });
    await canvas.findByRole('form', { name: 'New project' });
  },
};

export const Villa: Story = {
  render: () => <UnitPage slug={villaA1Record._id} />,
  parameters: world({ route: `/studio/villas/${villaA1Record._id}`, api: catalogueApi() }),
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { name: 'Villa A1' });
    await canvas.findByRole('form', { name: 'Edit the villa' });
  },
};

export const VillaNotFound: Story = {
  render: () => <UnitPage slug={villaA1Record._id} />,
  parameters: world({
    route: `/studio/villas/${villaA1Record._id}`,
    api: catalogueApi({ [`/api/v1/studio/units/${villaA1Record._id}`]: failing(404, 'Villa not found') }),
  }),
  play: async ({ canvas }) => {
    await canvas.findByText('Villa not found');
  },
};
