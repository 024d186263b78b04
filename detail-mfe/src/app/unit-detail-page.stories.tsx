import type { Meta, StoryObj } from '@storybook/react-vite';
import { notFound } from '@villa/shared/testing/fixtures';
import { failing, pending, world } from '@villa/shared/testing/story-world';
import { detailApi, storyUnit } from '../testing/story-detail.ts';
import UnitDetailPage from './exposes/unit-detail-page.tsx';

const route = `/unit/${storyUnit.slug}/`;

const meta = {
  title: 'Detail/Unit page',
  component: UnitDetailPage,
  args: { slug: storyUnit.slug },
  parameters: world({ route, api: detailApi() }),
} satisfies Meta<typeof UnitDetailPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { level: 1, name: storyUnit.name });
  },
};

/** An anonymous visitor: the plans, price sheet, specification and location are locked (spec 6). */
export const Locked: Story = {
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { level: 1, name: storyUnit.name });
    await canvas.findByText('1 floor plan of this villa, room by room.');
  },
};

/** A logged-in buyer's Location section loads as it comes near: scrolled to, as a buyer would. */
export const Location: Story = {
  parameters: world({ route, loggedIn: true, api: detailApi() }),
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByRole('heading', { level: 1, name: storyUnit.name });
    canvasElement.ownerDocument.getElementById('location')?.scrollIntoView();
    await canvas.findByText('Whitefield Railway Station');
  },
};

export const Loading: Story = { parameters: world({ route, api: detailApi({ unit: pending }) }) };

export const NotFound: Story = {
  parameters: world({ route, api: detailApi({ unit: () => notFound('Unit not found') }) }),
  play: async ({ canvas }) => {
    await canvas.findByText("We couldn't find that villa");
  },
};

export const Failed: Story = {
  parameters: world({ route, api: detailApi({ unit: failing(503, 'Catalogue is being updated') }) }),
  play: async ({ canvas }) => {
    await canvas.findByText('Error: Catalogue is being updated');
  },
};
