import type { Meta, StoryObj } from '@storybook/react-vite';
import { failing, pending, world } from '@villa/shared/testing/story-world';
import { listResponse } from '../../../testing/blog-data.ts';
import { blogApi } from '../../../testing/story-blog.ts';
import { BlogSidebar } from './blog-sidebar.tsx';

/** Popular and Recent Posts, then the tags, the categories and the tag search as they come near. */
const meta = {
  title: 'Blog/Sidebar',
  component: BlogSidebar,
  parameters: world({ route: '/blog', api: blogApi(), width: 380 }),
} satisfies Meta<typeof BlogSidebar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Popular: Story = {
  play: async ({ canvas }) => {
    await canvas.findByText('A RERA checklist for villa buyers');
    await canvas.findByRole('searchbox', { name: 'Find a tag' });
  },
};

export const Recent: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('tab', { name: 'Recent Posts' }));
    await canvas.findByText('Villa prices in Bengaluru, 2026');
  },
};

export const Loading: Story = {
  parameters: world({ route: '/blog', api: blogApi({ popular: pending, recent: pending }) }),
};

export const Empty: Story = {
  parameters: world({ route: '/blog', api: blogApi({ popular: listResponse([]) }) }),
  play: async ({ canvas }) => {
    await canvas.findByText('No Popular Posts Found');
  },
};

export const Failed: Story = {
  parameters: world({ route: '/blog', api: blogApi({ popular: failing(500, 'Failed to fetch posts') }) }),
  play: async ({ canvas }) => {
    await canvas.findByText(/Failed to fetch posts/);
  },
};
