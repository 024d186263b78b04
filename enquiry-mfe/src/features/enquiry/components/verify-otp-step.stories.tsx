import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { world } from '@villa/shared/testing/story-world';
import { VerifyOtpStep, type VerifyOutcome } from './verify-otp-step.tsx';

const meta = {
  title: 'Enquiry/OTP step',
  component: VerifyOtpStep,
  args: {
    sentTo: '+91 98•••••345',
    verify: fn(async (): Promise<VerifyOutcome> => ({ kind: 'verified' })),
    resend: fn(async () => null),
  },
  parameters: world({ width: 400 }),
} satisfies Meta<typeof VerifyOtpStep>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The code is on its way: Resend opens when the countdown ends. */
export const Waiting: Story = {};

export const TooShort: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await canvas.findByText('Enter a valid 6 digit OTP');
  },
};

/** A wrong code: said under the boxes, and Resend opens at once. */
export const WrongCode: Story = {
  args: { verify: fn(async (): Promise<VerifyOutcome> => ({ kind: 'wrong-code' })) },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('textbox', { name: 'Digit 1 of 6' }));
    await userEvent.keyboard('123456');
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await canvas.findByText('Invalid OTP. Please try again.');
  },
};
