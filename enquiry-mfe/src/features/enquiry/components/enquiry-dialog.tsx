import { useId, useState } from 'react';
import { IconButton, Typography, useMediaQuery, useTheme } from '@villa/shared/mui/core';
import { Dialog, DialogContent, DialogTitle } from '@villa/shared/mui/overlays';
import type { EnquiryOpenRequest } from '@villa/shared/contracts/events';
import { useNavigate } from '@villa/shared/router';
import { CloseIcon } from '@villa/shared/ui/icons';
import { MuiTheme } from '@villa/shared/ui/mui-theme';
import { VerifyOtpStep, OTP_TEXTS } from './verify-otp-step.tsx';
import { maskedPhone, useOtpLogin, type LoginDetails } from '../hooks/use-otp-login.ts';
import type { PageUrl } from '../../../hooks/use-page-url.ts';
import { EnquiryForm } from './enquiry-form.tsx';

export const ENQUIRY_DIALOG_TITLE = 'Step into your dream villa!';

export interface EnquiryDialogProps {
  open: boolean;
  request: EnquiryOpenRequest;
  onClose: () => void;
  /** The partner site's id, when the dialog runs in the partner embed. */
  partner?: string;
  /** Where the buyer is, when not this document's address (the embed's frame: the partner's page). */
  page?: PageUrl;
}

interface VerifyCodeProps {
  login: LoginDetails;
  /** Where the buyer goes once logged in, when the enquiry names a page (a villa's card). */
  redirectPath?: string;
  /**
   * Sends the enquiry again once logged in (same Idempotency-Key, now with the session), when it
   * names a partner: the server then credits the partner for a phone proved by OTP.
   */
  confirmEnquiry?: () => Promise<unknown>;
  onClose: () => void;
}

/** Steps 4 and 5 of the flow: the code logs the buyer in, then the modal closes (on the saved page). */
function VerifyCode({ login, redirectPath, confirmEnquiry, onClose }: VerifyCodeProps) {
  const navigate = useNavigate();
  const { verify, resend } = useOtpLogin(login, () => {
    if (redirectPath) void navigate(redirectPath);
    // Closing may end the frame the request runs in: close once it is answered.
    if (confirmEnquiry) void confirmEnquiry().finally(onClose);
    else onClose();
  });
  return <VerifyOtpStep sentTo={maskedPhone(login)} verify={verify} resend={resend} />;
}

/**
 * The enquiry modal (spec 2.5); full screen on phones. Loaded only when an enquiry is opened, with
 * MUI and its theme: the shell provides no MUI theme, so the chunk brings its own.
 */
export default function EnquiryDialog(props: EnquiryDialogProps) {
  return (
    <MuiTheme>
      <ThemedEnquiryDialog {...props} />
    </MuiTheme>
  );
}

/** The dialog inside its theme. */
function ThemedEnquiryDialog({ open, request, onClose, partner, page }: EnquiryDialogProps) {
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const [login, setLogin] = useState<LoginDetails | null>(null);
  const [confirmEnquiry, setConfirmEnquiry] = useState<(() => Promise<unknown>) | undefined>();
  const titleId = useId();

  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullScreen={fullScreen}
      fullWidth
      maxWidth="xs"
      aria-labelledby={titleId}
      slotProps={{ paper: { sx: fullScreen ? { borderRadius: 0 } : undefined } }}
    >
      <DialogTitle id={titleId} sx={{ pr: 6 }}>
        {login ? OTP_TEXTS.title : ENQUIRY_DIALOG_TITLE}
      </DialogTitle>
      <IconButton aria-label="Close dialog" onClick={onClose} sx={{ position: 'absolute', right: 8, top: 8 }}>
        <CloseIcon />
      </IconButton>
      <DialogContent sx={{ pt: 1 }}>
        {login ? (
          <VerifyCode
            login={login}
            redirectPath={request.redirect_path}
            confirmEnquiry={partner ? confirmEnquiry : undefined}
            onClose={onClose}
          />
        ) : (
          <>
            {request.expert_name ? (
              <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2 }}>
                {`Talk to ${request.expert_name}, our villa expert.`}
              </Typography>
            ) : null}
            <EnquiryForm
              request={request}
              partner={partner}
              page={page}
              onCodeSent={(details, sendAgain) => {
                setConfirmEnquiry(() => sendAgain);
                setLogin(details);
              }}
            />
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
