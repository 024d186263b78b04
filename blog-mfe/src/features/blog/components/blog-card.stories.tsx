import type { Meta, StoryObj } from '@storybook/react-vite';
import { world } from '@villa/shared/testing/story-world';
import { storyPosts } from '../../../testing/story-blog.ts';
import { BlogCard } from './blog-card.tsx';

const meta = {
  title: 'Blog/Blog card',
  component: BlogCard,
  args: { post: storyPosts[1]!, priority: true },
  parameters: world({ width: 380 }),
} satisfies Meta<typeof BlogCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Featured: Story = { args: { post: storyPosts[0]!, variant: 'featured' } };
/** In the sidebar's lists. */
export const Compact: Story = { args: { variant: 'compact', headingComponent: 'h3' } };
export const NoLikesOrComments: Story = { args: { post: storyPosts[2]! } };
