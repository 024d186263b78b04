import type { Meta, StoryObj } from '@storybook/react-vite';
import { apiRoutes, failing, pending, world, type ApiAnswer } from '@villa/shared/testing/story-world';
import { Testimonials } from './testimonials.tsx';

const REVIEWS = [
  { name: 'Anil Kumar', rating: 5, review: 'They had walked through every villa they showed us.' },
  { name: 'Deepa Iyer', rating: 4, review: 'Clear answers on titles and approvals, no pressure.' },
  {
    name: 'Farhan Ali',
    rating: 5,
    review: 'We compared three projects in a weekend and chose with confidence.',
  },
].map((review, index) => ({ _id: `6745a1c0a1b2c3d4e5f6060${index}`, ...review }));

const reviewsWorld = (reviews: ApiAnswer) => world({ api: apiRoutes({ '/api/v1/reviews': reviews }) });

const meta = {
  title: 'Shell/Testimonials',
  component: Testimonials,
  parameters: reviewsWorld({ status: 'success', data: REVIEWS }),
} satisfies Meta<typeof Testimonials>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {
  play: async ({ canvas }) => {
    await canvas.findByRole('img', { name: '4 out of 5 stars' });
  },
};
export const Loading: Story = { parameters: reviewsWorld(pending) };
/** No reviews yet: the section shows nothing. */
export const Empty: Story = { parameters: reviewsWorld({ status: 'success', data: [] }) };
export const Failed: Story = {
  parameters: reviewsWorld(failing(500, 'Failed to fetch reviews')),
  play: async ({ canvas }) => {
    await canvas.findByText('Error: Failed to fetch reviews');
  },
};
