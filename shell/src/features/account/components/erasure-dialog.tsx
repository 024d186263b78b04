// The erasure's dialog (DPDP Act 2023): what goes, a code by SMS to the buyer's own phone, the code,
// then the receipt. Its own chunk with MUI: it loads when the buyer reaches for 'Delete my data',
// never with the account page. One field, so no form library (react-hook-form would add 13 KB gzip
// to this download for one rule).
import { useState, type FormEvent } from 'react';
import styled from '@emotion/styled';
import { OTP_LENGTH, OTP_PATTERN } from '@villa/api/contract/field-rules';
import { Button, CircularProgress } from '@villa/shared/mui/core';
import { TextField } from '@villa/shared/mui/inputs';
import { Dialog, DialogContent, DialogTitle } from '@villa/shared/mui/overlays';
import { Text } from '@villa/shared/ui/kit';
import { MuiTheme } from '@villa/shared/ui/mui-theme';
import { space } from '@villa/shared/ui/tokens';
import { eraseMyData, type ErasureReceiptData } from '../api/erase-my-data.ts';
import { sendErasureCode } from '../api/send-erasure-code.ts';
import { ErasureReceipt, RECEIPT_TEXTS } from './erasure-receipt.tsx';

export const ERASURE_TEXTS = {
  title: 'Delete my data',
  what: 'This erases your name, email and phone number from your account, your enquiries and our notes about you, and deletes your saved searches and wishlist. You are logged out on every device.',
  kept: 'We keep only counts with nothing that points to you (which villa was asked about, and when) for our reports.',
  undo: "This can't be undone.",
  sendCode: 'Send code',
  sentTo: (ending: string | null) =>
    ending
      ? `Enter the ${OTP_LENGTH}-digit code we sent by SMS to your number ending in ${ending}.`
      : `Enter the ${OTP_LENGTH}-digit code we sent by SMS to your number.`,
  codeLabel: `${OTP_LENGTH}-digit code`,
  invalidCode: `Enter the ${OTP_LENGTH}-digit code from the SMS.`,
  resend: 'Send a new code',
  resent: 'A new code is on its way.',
  confirm: 'Delete my data',
  cancel: 'Cancel',
  done: 'Done',
} as const;

const SIX_DIGITS = new RegExp(OTP_PATTERN);

const Actions = styled.div({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: space(1),
  marginTop: space(3),
});

const Body = styled.form({ display: 'grid', gap: space(1.5) });

export interface ErasureDialogProps {
  /** The last digits of the buyer's phone, to say where the code went. */
  phoneEnding: string | null;
  onClose: () => void;
  /** The data is gone and the sessions revoked: the page logs out here and keeps the receipt. */
  onErased: (receipt: ErasureReceiptData) => void;
}

type Step = 'explain' | 'code' | { receipt: ErasureReceiptData };

export default function ErasureDialog(props: ErasureDialogProps) {
  return (
    <MuiTheme>
      <ErasureSteps {...props} />
    </MuiTheme>
  );
}

function ErasureSteps({ phoneEnding, onClose, onErased }: ErasureDialogProps) {
  const [step, setStep] = useState<Step>('explain');
  const [sending, setSending] = useState(false);
  const [sendError, setSendError] = useState<string | null>(null);
  const [resent, setResent] = useState(false);
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | null>(null);
  const [erasing, setErasing] = useState(false);
  const busy = sending || erasing;

  const send = async (again: boolean) => {
    setSending(true);
    setSendError(null);
    setResent(false);
    try {
      await sendErasureCode();
      setStep('code');
      setResent(again);
    } catch (error) {
      setSendError((error as Error).message);
    } finally {
      setSending(false);
    }
  };

  const confirm = async () => {
    setSendError(null);
    setResent(false);
    if (!SIX_DIGITS.test(code)) return setCodeError(ERASURE_TEXTS.invalidCode);
    setCodeError(null);
    setErasing(true);
    try {
      const receipt = await eraseMyData({ otp: code });
      setStep({ receipt });
      onErased(receipt);
    } catch (error) {
      // A wrong or expired code, or a failure: the server's words, under the field.
      setCodeError((error as Error).message);
    } finally {
      setErasing(false);
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void (step === 'code' ? confirm() : send(false));
  };

  const done = typeof step === 'object';
  return (
    <Dialog open onClose={() => !busy && onClose()} aria-labelledby="erasure-title" fullWidth maxWidth="xs">
      <DialogTitle id="erasure-title">{done ? RECEIPT_TEXTS.title : ERASURE_TEXTS.title}</DialogTitle>
      <DialogContent>
        {done ? (
          <>
            <ErasureReceipt receipt={step.receipt} />
            <Actions>
              <Button variant="contained" onClick={onClose}>
                {ERASURE_TEXTS.done}
              </Button>
            </Actions>
          </>
        ) : (
          <Body aria-labelledby="erasure-title" noValidate onSubmit={submit}>
            <Text look="body2">{ERASURE_TEXTS.what}</Text>
            <Text look="body2" tone="secondary">
              {ERASURE_TEXTS.kept}
            </Text>
            <Text look="body2" style={{ fontWeight: 600 }}>
              {ERASURE_TEXTS.undo}
            </Text>
            {step === 'code' ? (
              <>
                <Text look="body2">{ERASURE_TEXTS.sentTo(phoneEnding)}</Text>
                <TextField
                  value={code}
                  onChange={(event) => setCode(event.target.value.replace(/\D/g, '').slice(0, OTP_LENGTH))}
                  label={ERASURE_TEXTS.codeLabel}
                  autoComplete="one-time-code"
                  autoFocus
                  required
                  fullWidth
                  disabled={busy}
                  error={codeError !== null}
                  helperText={codeError ?? undefined}
                  slotProps={{
                    htmlInput: { inputMode: 'numeric', maxLength: OTP_LENGTH },
                    formHelperText: { role: codeError ? 'alert' : undefined },
                  }}
                />
              </>
            ) : null}
            {sendError ? (
              <Text role="alert" look="body2" tone="error">
                {sendError}
              </Text>
            ) : null}
            {resent ? (
              <Text role="status" look="body2">
                {ERASURE_TEXTS.resent}
              </Text>
            ) : null}
            <Actions style={{ marginTop: space(1) }}>
              {step === 'code' ? (
                <Button onClick={() => void send(true)} disabled={busy} sx={{ mr: 'auto' }}>
                  {ERASURE_TEXTS.resend}
                </Button>
              ) : null}
              <Button onClick={onClose} disabled={busy}>
                {ERASURE_TEXTS.cancel}
              </Button>
              <Button
                type="submit"
                variant="contained"
                color={step === 'code' ? 'error' : 'primary'}
                disabled={busy}
                startIcon={busy ? <CircularProgress size={18} color="inherit" /> : undefined}
              >
                {step === 'code' ? ERASURE_TEXTS.confirm : ERASURE_TEXTS.sendCode}
              </Button>
            </Actions>
          </Body>
        )}
      </DialogContent>
    </Dialog>
  );
}
