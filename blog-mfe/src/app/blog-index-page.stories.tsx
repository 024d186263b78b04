import type { Meta, StoryObj } from '@storybook/react-vite';
import { failing, pending, world } from '@villa/shared/testing/story-world';
import { listResponse } from '../testing/blog-data.ts';
import { blogApi } from '../testing/story-blog.ts';
import BlogIndexPage from './exposes/blog-index-page.tsx';

const meta = {
  title: 'Blog/Blog page',
  component: BlogIndexPage,
  parameters: world({ route: '/blog', api: blogApi() }),
} satisfies Meta<typeof BlogIndexPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Posts: Story = {
  play: async ({ canvas }) => {
    await canvas.findAllByText('Gated villa communities in Whitefield');
  },
};

export const Loading: Story = {
  parameters: world({ route: '/blog', api: blogApi({ published: pending, featured: pending }) }),
};

export const Empty: Story = {
  parameters: world({
    route: '/blog',
    api: blogApi({ published: listResponse([]), featured: listResponse([]) }),
  }),
  play: async ({ canvas }) => {
    await canvas.findByText(/No posts/i);
  },
};

export const Failed: Story = {
  parameters: world({
    route: '/blog',
    api: blogApi({ published: failing(503, 'Blog is being updated'), featured: listResponse([]) }),
  }),
  play: async ({ canvas }) => {
    await canvas.findByText(/Blog is being updated/);
  },
};
