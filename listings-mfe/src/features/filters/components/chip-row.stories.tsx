import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { defaultFilterState, filterChips, setAmenity } from '../model/filter-state.ts';
import { ChipRow } from './chip-row.tsx';

const few = filterChips({ ...defaultFilterState(), bhk: '4', directions: ['East'] });
const many = filterChips(
  setAmenity(
    {
      ...defaultFilterState(),
      bhk: '4',
      bathrooms: '3',
      parking: '2',
      plotSize: { min: 1200, max: 2400 },
      directions: ['East', 'North'],
      unitTypes: ['Duplex'],
    },
    'pool',
    true,
  ),
);

/** The applied filters above the listing: a chip opens the modal, its cross removes that filter. */
const meta = {
  title: 'Listings/Filter chips',
  component: ChipRow,
  args: { chips: few, onOpen: fn(), onRemove: fn() },
  play: async ({ canvas }) => {
    await canvas.findByRole('list', { name: 'Applied filters' });
  },
} satisfies Meta<typeof ChipRow>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Few: Story = {};
export const Many: Story = { args: { chips: many } };
