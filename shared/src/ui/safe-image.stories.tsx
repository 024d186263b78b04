import type { Meta, StoryObj } from '@storybook/react-vite';
import styled from '@emotion/styled';
import { VILLA_PICTURE } from '../testing/story-world.ts';
import { SafeImage } from './safe-image.tsx';

const meta = {
  title: 'Shared/SafeImage',
  component: SafeImage,
  args: { src: VILLA_PICTURE, alt: 'Four-bedroom villa with a garden', width: 320, height: 200 },
} satisfies Meta<typeof SafeImage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {};
/** The image fails to load: its alt text takes its place, at the same size. */
export const Broken: Story = { args: { src: '/does-not-exist.jpg' } };
/** Styled further by its caller, as `styled(SafeImage)` does. */
const WideImage = styled(SafeImage)({ width: '100%', borderRadius: 16 });
export const FullWidth: Story = { render: (args) => <WideImage {...args} /> };
