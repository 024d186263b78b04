import type { Meta, StoryObj } from '@storybook/react-vite';
import { citiesResponse } from '@villa/shared/testing/fixtures';
import { apiRoutes, world } from '@villa/shared/testing/story-world';
import { DeveloperPage } from './developer-page.tsx';

const meta = {
  title: 'Enquiry/Developer page',
  component: DeveloperPage,
  parameters: world({
    route: '/for-developers',
    api: apiRoutes({ '/api/v1/locations/cities': citiesResponse }),
  }),
} satisfies Meta<typeof DeveloperPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Why partner with us; the form loads when asked for. */
export const Default: Story = {};

export const FormOpen: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Partner with us' }));
    await canvas.findByRole('form', { name: 'Developer form' });
  },
};

/** Submitted empty: the spec's message under each field. */
export const FormInvalid: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Partner with us' }));
    const form = await canvas.findByRole('form', { name: 'Developer form' });
    await userEvent.click(form.querySelector('button[type="submit"]')!);
    await canvas.findByText('Name is required');
  },
};
