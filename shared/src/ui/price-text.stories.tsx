import type { Meta, StoryObj } from '@storybook/react-vite';
import { PriceText } from './price-text.tsx';

const meta = {
  title: 'Shared/PriceText',
  component: PriceText,
  args: { value: 32_500_000 },
} satisfies Meta<typeof PriceText>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Crore: Story = {};
export const Lakh: Story = { args: { value: 4_550_000 } };
export const Rupees: Story = { args: { value: 99_999 } };
export const StartingFrom: Story = {
  args: {
    value: 18_750_000,
    prefix: 'Starting from',
    asterisk: true,
    look: 'h6',
    tone: 'brand',
  },
};
export const NoPrice: Story = { args: { value: null, fallback: 'Price on request' } };
