import type { Meta, StoryObj } from '@storybook/react-vite';
import { ReraBadge } from './rera-badge.tsx';

const meta = {
  title: 'Shared/ReraBadge',
  component: ReraBadge,
  args: { rera: 'PRM/KA/RERA/1251/446/PR/171115/001234' },
} satisfies Meta<typeof ReraBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Registered: Story = {};
export const Medium: Story = { args: { size: 'medium' } };
/** Not registered: the badge renders nothing. */
export const NotRegistered: Story = { args: { rera: null } };
