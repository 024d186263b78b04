import type { Meta, StoryObj } from '@storybook/react-vite';
import styled from '@emotion/styled';
import { SafeImage } from './safe-image.tsx';

// An inline image so the story needs no network.
const VILLA_SVG =
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 200"><rect width="320" height="200" fill="#cfe3d6"/>' +
      '<rect y="150" width="320" height="50" fill="#7fa36b"/><polygon points="90,90 160,40 230,90" fill="#8a5a44"/>' +
      '<rect x="100" y="90" width="120" height="70" fill="#f4ede1"/><rect x="148" y="120" width="24" height="40" fill="#1f4d3a"/></svg>',
  );

const meta = {
  title: 'Shared/SafeImage',
  component: SafeImage,
  args: { src: VILLA_SVG, alt: 'Four-bedroom villa with a garden', width: 320, height: 200 },
} satisfies Meta<typeof SafeImage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {};
/** The image fails to load: its alt text takes its place, at the same size. */
export const Broken: Story = { args: { src: '/does-not-exist.jpg' } };
/** Styled further by its caller, as `styled(SafeImage)` does. */
const WideImage = styled(SafeImage)({ width: '100%', borderRadius: 16 });
export const FullWidth: Story = { render: (args) => <WideImage {...args} /> };
