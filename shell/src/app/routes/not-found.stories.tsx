import type { Meta, StoryObj } from '@storybook/react-vite';
import NotFoundPage from './not-found.tsx';

const meta = {
  title: 'Shell/Not found page',
  component: NotFoundPage,
} satisfies Meta<typeof NotFoundPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
