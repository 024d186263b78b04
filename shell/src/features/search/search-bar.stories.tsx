import type { Meta, StoryObj } from '@storybook/react-vite';
import { citiesResponse, locationsResponse } from '@villa/shared/testing/fixtures';
import { apiRoutes, world } from '@villa/shared/testing/story-world';
import { SearchBar } from './search-bar.tsx';

const searchWorld = (route: string) =>
  world({
    route,
    api: apiRoutes({
      '/api/v1/locations/cities': citiesResponse,
      [`/api/v1/locations/city/${citiesResponse.data[0]!._id}`]: locationsResponse,
    }),
  });

/** The city and location picker under the header of the listing and detail pages. */
const meta = {
  title: 'Shell/Search bar',
  component: SearchBar,
  parameters: { ...searchWorld('/units?city=Bengaluru'), layout: 'fullscreen' },
} satisfies Meta<typeof SearchBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AllLocations: Story = {};
export const WithLocation: Story = { parameters: searchWorld('/units?city=Bengaluru&search=Whitefield') };

/** The accessible picker, loaded when the buyer reaches for a field. */
export const PickerOpen: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'City: Bengaluru' }));
    await canvas.findByRole('combobox', { name: /City/ });
  },
};
