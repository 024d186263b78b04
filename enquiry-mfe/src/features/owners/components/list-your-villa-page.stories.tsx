import type { Meta, StoryObj } from '@storybook/react-vite';
import { citiesResponse } from '@villa/shared/testing/fixtures';
import { apiRoutes, world } from '@villa/shared/testing/story-world';
import { ListYourVillaPage } from './list-your-villa-page.tsx';

const meta = {
  title: 'Enquiry/List your villa page',
  component: ListYourVillaPage,
  parameters: world({
    route: '/list-your-villa',
    api: apiRoutes({ '/api/v1/locations/cities': citiesResponse }),
  }),
} satisfies Meta<typeof ListYourVillaPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** How an owner lists a villa; the form, with its uploads, loads when asked for. */
export const Default: Story = {};

export const FormOpen: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Start your listing' }));
    await canvas.findByRole('form', { name: 'Villa listing form' });
  },
};
