import type { Meta, StoryObj } from '@storybook/react-vite';
import { notFound, projectUnitsResponse } from '@villa/shared/testing/fixtures';
import { failing, pending, world } from '@villa/shared/testing/story-world';
import { detailApi, storyProject } from '../testing/story-detail.ts';
import ProjectDetailPage from './exposes/project-detail-page.tsx';

const route = `/project/${storyProject.slug}/?city=Bengaluru`;

const meta = {
  title: 'Detail/Project page',
  component: ProjectDetailPage,
  args: { slug: storyProject.slug },
  parameters: world({ route, api: detailApi() }),
} satisfies Meta<typeof ProjectDetailPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The villas' section loads as it comes near: scrolled to, as a buyer would. */
const scrollToVillas = async ({ canvas, canvasElement }: Parameters<NonNullable<Story['play']>>[0]) => {
  await canvas.findByRole('heading', { level: 1, name: storyProject.name });
  canvasElement.ownerDocument.getElementById('units-available')?.scrollIntoView();
};

export const Loaded: Story = {
  play: async (context) => {
    await scrollToVillas(context);
    await context.canvas.findByRole('list', { name: 'Available villas' });
  },
};

/** A project with no villa on sale right now. */
export const NoVillas: Story = {
  parameters: world({ route, api: detailApi({ villas: projectUnitsResponse([]) }) }),
  play: async (context) => {
    await scrollToVillas(context);
    await context.canvas.findByText('No villas available right now');
  },
};

export const Loading: Story = { parameters: world({ route, api: detailApi({ project: pending }) }) };

export const NotFound: Story = {
  parameters: world({ route, api: detailApi({ project: () => notFound('Project not found') }) }),
  play: async ({ canvas }) => {
    await canvas.findByText("We couldn't find that project");
  },
};

export const Failed: Story = {
  parameters: world({ route, api: detailApi({ project: failing(503, 'Catalogue is being updated') }) }),
  play: async ({ canvas }) => {
    await canvas.findByText('Error: Catalogue is being updated');
  },
};
