import { useState } from 'react';
import { Controller, useForm } from '@villa/shared/forms/form';
import { OTP_LENGTH, OTP_PATTERN } from '@villa/api/contract/field-rules';
import { Box, Button, CircularProgress, Typography } from '@villa/shared/mui/core';
import { OtpBoxes } from './otp-boxes.tsx';
import { useCountdown } from '../hooks/use-countdown.ts';

/** The step's texts, as the spec writes them (2.5, 5, 8). */
export const OTP_TEXTS = {
  title: 'Verify OTP',
  submit: 'Submit',
  notReceived: "Didn't receive OTP?",
  resend: 'Resend OTP',
  countdown: (seconds: number) => `Resend OTP in ${seconds}s (if not received)`,
  invalidLength: 'Enter a valid 6 digit OTP',
  invalidCode: 'Invalid OTP. Please try again.',
  resendFailed: 'Failed to resend OTP. Please try again.',
} as const;

/** What checking a code came to: verified, a wrong code (401), or a failure with its message. */
export type VerifyOutcome =
  | { kind: 'verified' }
  | { kind: 'wrong-code' }
  | { kind: 'failed'; message: string };

export interface VerifyOtpStepProps {
  /** Where the code went, e.g. '+91 98•••••210'. */
  sentTo: string;
  verify: (code: string) => Promise<VerifyOutcome>;
  /** Sends a new code; resolves null when it went, else what to tell the buyer. */
  resend: () => Promise<string | null>;
}

interface OtpFormValues {
  otp: string;
}

const SIX_DIGITS = new RegExp(OTP_PATTERN);

/**
 * The 'Verify OTP' step (spec 2.5, 4): six boxes, Submit, and a resend that opens only when the
 * 30 s countdown reaches 0, or at once after a wrong code; a resend starts the countdown again.
 */
export function VerifyOtpStep({ sentTo, verify, resend }: VerifyOtpStepProps) {
  const countdown = useCountdown();
  const [resending, setResending] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const { control, handleSubmit, setError, clearErrors, reset, formState } = useForm<OtpFormValues>({
    defaultValues: { otp: '' },
  });

  const submit = handleSubmit(async ({ otp }) => {
    setNotice(null);
    const outcome = await verify(otp);
    if (outcome.kind === 'wrong-code') {
      setError('otp', { message: OTP_TEXTS.invalidCode });
      countdown.finish();
    } else if (outcome.kind === 'failed') {
      setError('otp', { message: outcome.message });
    }
  });

  const sendAgain = async () => {
    setResending(true);
    setNotice(null);
    const failure = await resend();
    setResending(false);
    if (failure !== null) return setNotice(failure);
    reset({ otp: '' });
    clearErrors();
    countdown.restart();
  };

  // The latest news first: a resend's answer comes after the wrong code's message.
  const message = notice ?? formState.errors.otp?.message;
  return (
    <Box component="form" noValidate onSubmit={submit} sx={{ display: 'grid', gap: 2, textAlign: 'center' }}>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {`Enter the ${OTP_LENGTH} digit code sent to ${sentTo}`}
      </Typography>
      <Controller
        name="otp"
        control={control}
        rules={{ validate: (value) => SIX_DIGITS.test(value) || OTP_TEXTS.invalidLength }}
        render={({ field }) => (
          <OtpBoxes
            value={field.value}
            onChange={field.onChange}
            invalid={Boolean(formState.errors.otp)}
            label="One-time code"
            disabled={formState.isSubmitting}
          />
        )}
      />
      {message ? (
        <Typography role="alert" variant="body2" sx={{ color: 'error.main' }}>
          {message}
        </Typography>
      ) : null}
      <Button
        type="submit"
        variant="contained"
        size="large"
        disabled={formState.isSubmitting}
        startIcon={formState.isSubmitting ? <CircularProgress size={18} color="inherit" /> : undefined}
      >
        {OTP_TEXTS.submit}
      </Button>
      <Box sx={{ display: 'flex', gap: 1, justifyContent: 'center', alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography variant="body2">{OTP_TEXTS.notReceived}</Typography>
        {countdown.seconds > 0 ? (
          <Typography variant="body2" role="timer" sx={{ color: 'text.secondary' }}>
            {OTP_TEXTS.countdown(countdown.seconds)}
          </Typography>
        ) : (
          <Button variant="text" onClick={() => void sendAgain()} disabled={resending}>
            {OTP_TEXTS.resend}
          </Button>
        )}
      </Box>
    </Box>
  );
}
