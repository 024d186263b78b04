import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MuiTheme } from '@villa/shared/ui/mui-theme';
import { OTP_TEXTS, VerifyOtpStep, type VerifyOutcome } from './verify-otp-step.tsx';

function renderStep(
  verify: (code: string) => Promise<VerifyOutcome> = async () => ({ kind: 'verified' }),
  resend: () => Promise<string | null> = async () => null,
) {
  // The countdown runs on a clock the test moves: nobody waits 30 s.
  vi.useFakeTimers({ shouldAdvanceTime: true });
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  render(
    <MuiTheme>
      <VerifyOtpStep sentTo="+91 98•••••210" verify={verify} resend={resend} />
    </MuiTheme>,
  );
  return { user, verify, resend };
}

const box = (n: number) => screen.getByRole('textbox', { name: `Digit ${n} of 6` });
const boxValues = () => [1, 2, 3, 4, 5, 6].map((n) => (box(n) as HTMLInputElement).value).join('');
const submit = () => screen.getByRole('button', { name: OTP_TEXTS.submit });
const passSeconds = (seconds: number) => act(() => vi.advanceTimersByTime(seconds * 1000));

afterEach(() => {
  vi.useRealTimers();
});

describe('the Verify OTP step', () => {
  it('moves to the next box as digits are typed, and back with Backspace', async () => {
    const { user } = renderStep();
    await user.click(box(1));
    await user.keyboard('123');
    expect(boxValues()).toBe('123');
    expect(box(4)).toHaveFocus();
    await user.keyboard('{Backspace}');
    expect(box(3)).toHaveFocus();
    expect(boxValues()).toBe('12');
  });

  it('fills all six boxes from a pasted code and verifies it', async () => {
    const verify = vi.fn(async () => ({ kind: 'verified' }) as const);
    const { user } = renderStep(verify);
    await user.click(box(1));
    await user.paste('482 913');
    expect(boxValues()).toBe('482913');
    await user.click(submit());
    expect(verify).toHaveBeenCalledWith('482913');
  });

  it("says 'Enter a valid 6 digit OTP' for fewer than six digits, and checks nothing", async () => {
    const verify = vi.fn(async () => ({ kind: 'verified' }) as const);
    const { user } = renderStep(verify);
    await user.click(box(1));
    await user.keyboard('1234');
    await user.click(submit());
    expect(await screen.findByRole('alert')).toHaveTextContent('Enter a valid 6 digit OTP');
    expect(verify).not.toHaveBeenCalled();
  });

  it('counts down from 30 s and offers Resend only at 0; a resend starts the countdown again', async () => {
    const resend = vi.fn(async () => null);
    const { user } = renderStep(undefined, resend);
    expect(screen.getByText(OTP_TEXTS.notReceived)).toBeInTheDocument();
    expect(screen.getByRole('timer')).toHaveTextContent('Resend OTP in 30s (if not received)');
    expect(screen.queryByRole('button', { name: OTP_TEXTS.resend })).not.toBeInTheDocument();

    passSeconds(12);
    expect(screen.getByRole('timer')).toHaveTextContent('Resend OTP in 18s (if not received)');
    passSeconds(18);
    await user.click(screen.getByRole('button', { name: OTP_TEXTS.resend }));

    expect(resend).toHaveBeenCalledTimes(1);
    expect(await screen.findByRole('timer')).toHaveTextContent('Resend OTP in 30s (if not received)');
  });

  it("shows 'Invalid OTP. Please try again.' for a wrong code and offers Resend at once", async () => {
    const { user } = renderStep(async () => ({ kind: 'wrong-code' }));
    await user.click(box(1));
    await user.paste('000000');
    await user.click(submit());
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid OTP. Please try again.');
    expect(screen.getByRole('button', { name: OTP_TEXTS.resend })).toBeEnabled();
  });

  it("shows why a resend after a wrong code was refused, in place of the wrong code's message", async () => {
    const { user } = renderStep(
      async () => ({ kind: 'wrong-code' }),
      async () => 'Please wait 21 s before asking for another OTP.',
    );
    await user.click(box(1));
    await user.paste('000000');
    await user.click(submit());
    await screen.findByText('Invalid OTP. Please try again.');
    await user.click(screen.getByRole('button', { name: OTP_TEXTS.resend }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Please wait 21 s before asking for another OTP.',
    );
  });

  it('says why a resend failed, and keeps Resend available', async () => {
    const { user } = renderStep(undefined, async () => OTP_TEXTS.resendFailed);
    passSeconds(30);
    await user.click(screen.getByRole('button', { name: OTP_TEXTS.resend }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to resend OTP. Please try again.');
    await waitFor(() => expect(screen.getByRole('button', { name: OTP_TEXTS.resend })).toBeEnabled());
  });

  it("shows a failure's message when checking the code failed for another reason", async () => {
    const { user } = renderStep(async () => ({ kind: 'failed', message: 'Failed to verify OTP' }));
    await user.click(box(1));
    await user.paste('123456');
    await user.click(submit());
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to verify OTP');
  });
});
