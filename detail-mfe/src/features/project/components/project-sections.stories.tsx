import type { Meta, StoryObj } from '@storybook/react-vite';
import { projectUnitsResponse } from '@villa/shared/testing/fixtures';
import { failing, pending, world, type ApiAnswer } from '@villa/shared/testing/story-world';
import { DetailSection } from '../../../components/detail-section.tsx';
import { detailApi, storyProject } from '../../../testing/story-detail.ts';
import { AvailableVillas } from './available-villas.tsx';
import { ProjectHighlights } from './project-highlights.tsx';
import { ProjectOverview } from './project-overview.tsx';
import { ProjectSummary } from './project-summary.tsx';
import { VirtualTour } from './virtual-tour.tsx';

const route = `/project/${storyProject.slug}/?city=Bengaluru`;

/** A project's own sections (spec 2.4). */
const meta = {
  title: 'Detail/Project sections',
  parameters: world({ route, api: detailApi() }),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const Summary: Story = { render: () => <ProjectSummary project={storyProject} /> };

export const Overview: Story = {
  render: () => (
    <DetailSection name="Overview">
      <ProjectOverview project={storyProject} />
    </DetailSection>
  ),
};

export const Highlights: Story = {
  render: () => (
    <DetailSection name="Project Highlights">
      <ProjectHighlights highlights={storyProject.highlights} />
    </DetailSection>
  ),
};

export const VirtualTourLink: Story = {
  name: 'Virtual tour',
  render: () => (
    <DetailSection name="Virtual Tour">
      <VirtualTour url={storyProject.virtual_tour_url ?? ''} name={storyProject.name} />
    </DetailSection>
  ),
};

const villas = (
  <DetailSection name="Units Available">
    <AvailableVillas projectSlug={storyProject.slug} city="Bengaluru" />
  </DetailSection>
);
const villasWorld = (answer: ApiAnswer) => world({ route, api: detailApi({ villas: answer }) });

export const AvailableVillasLoaded: Story = {
  name: 'Available villas',
  render: () => villas,
  play: async ({ canvas }) => {
    await canvas.findByRole('list', { name: 'Available villas' });
  },
};

export const AvailableVillasLoading: Story = {
  name: 'Available villas: loading',
  render: () => villas,
  parameters: villasWorld(pending),
};

export const AvailableVillasEmpty: Story = {
  name: 'Available villas: none',
  render: () => villas,
  parameters: villasWorld(projectUnitsResponse([])),
  play: async ({ canvas }) => {
    await canvas.findByText('No villas available right now');
  },
};

export const AvailableVillasFailed: Story = {
  name: 'Available villas: failed',
  render: () => villas,
  parameters: villasWorld(failing(500, 'Failed to fetch units')),
  play: async ({ canvas }) => {
    await canvas.findByText('Error: Failed to fetch units');
  },
};
