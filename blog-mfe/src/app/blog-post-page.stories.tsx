import type { Meta, StoryObj } from '@storybook/react-vite';
import { notFound } from '@villa/shared/testing/fixtures';
import { failing, pending, world } from '@villa/shared/testing/story-world';
import { blogApi, storyPost } from '../testing/story-blog.ts';
import BlogPostPage from './exposes/blog-post-page.tsx';

const route = `/blog/${storyPost.slug}`;

const meta = {
  title: 'Blog/Post page',
  component: BlogPostPage,
  args: { slug: storyPost.slug },
  parameters: world({ route, api: blogApi() }),
} satisfies Meta<typeof BlogPostPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The post, its heart and its comments (these two load as they come near). */
export const Post: Story = {
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { level: 1, name: storyPost.title });
    await canvas.findByText('The point about checking the land title saved us a month.');
  },
};

export const Loading: Story = { parameters: world({ route, api: blogApi({ post: pending }) }) };

export const NotFound: Story = {
  parameters: world({ route, api: blogApi({ post: () => notFound('Post not found') }) }),
  play: async ({ canvas }) => {
    await canvas.findByText("We couldn't find that post");
  },
};

export const Failed: Story = {
  parameters: world({ route, api: blogApi({ post: failing(503, 'Blog is being updated') }) }),
  play: async ({ canvas }) => {
    await canvas.findByText(/Blog is being updated/);
  },
};
