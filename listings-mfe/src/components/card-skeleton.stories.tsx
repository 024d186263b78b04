import type { Meta, StoryObj } from '@storybook/react-vite';
import { CardGridSkeleton } from './card-skeleton.tsx';

/** What stands in for the cards while the first page loads: the same size, so nothing moves. */
const meta = {
  title: 'Listings/Card skeleton',
  component: CardGridSkeleton,
  args: { kind: 'units' },
} satisfies Meta<typeof CardGridSkeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Villas: Story = {};
export const Projects: Story = { args: { kind: 'projects', count: 2 } };
