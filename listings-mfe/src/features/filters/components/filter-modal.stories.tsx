import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn, within } from 'storybook/test';
import { defaultFilterState, setAmenity } from '../model/filter-state.ts';
import { FilterModal } from './filter-modal.tsx';

const chosen = setAmenity(
  {
    ...defaultFilterState(),
    bhk: '4',
    bathrooms: '3',
    price: { min: 15_000_000, max: 25_000_000 },
    directions: ['East'],
  },
  'pool',
  true,
);

const meta = {
  title: 'Listings/Filter modal',
  component: FilterModal,
  args: { initial: defaultFilterState(), onApply: fn(), onReset: fn(), onClose: fn() },
  play: async ({ canvasElement }) => {
    // The dialog renders outside the story's canvas, in the page's body.
    await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Filters' });
  },
} satisfies Meta<typeof FilterModal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NoFilters: Story = {};
export const WithFilters: Story = { args: { initial: chosen } };
