import type { Meta, StoryObj } from '@storybook/react-vite';
import { world } from '@villa/shared/testing/story-world';
import { storyProjects } from '../../../testing/story-listing.ts';
import { ProjectCard } from './project-card.tsx';

const [project] = storyProjects;

const meta = {
  title: 'Listings/Project card',
  component: ProjectCard,
  args: { project: project!, priority: true },
  parameters: world({ route: '/units', width: 360 }),
} satisfies Meta<typeof ProjectCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Registered: Story = {};
export const NotRegistered: Story = { args: { project: { ...project!, rera: null } } };
