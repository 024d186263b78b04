import type { Meta, StoryObj } from '@storybook/react-vite';
import { PageLoading } from './lazy-page.tsx';

/** A page of the shell, or a remote's page, on its way. */
const meta = {
  title: 'Shell/Page loading',
  component: PageLoading,
} satisfies Meta<typeof PageLoading>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {};
