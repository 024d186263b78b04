import { useId, useState } from 'react';
import { IconButton, Typography, useMediaQuery, useTheme } from '@villa/shared/mui/core';
import { Dialog, DialogContent, DialogTitle } from '@villa/shared/mui/overlays';
import type { EnquiryOpenRequest } from '@villa/shared/contracts/events';
import { useNavigate } from '@villa/shared/router';
import { CloseIcon } from '@villa/shared/ui/icons';
import { MuiTheme } from '@villa/shared/ui/mui-theme';
import { VerifyOtpStep, OTP_TEXTS } from './verify-otp-step.tsx';
import { maskedPhone, useOtpLogin, type LoginDetails } from '../hooks/use-otp-login.ts';
import { EnquiryForm } from './enquiry-form.tsx';

export const ENQUIRY_DIALOG_TITLE = 'Step into your dream villa!';

export interface EnquiryDialogProps {
  open: boolean;
  request: EnquiryOpenRequest;
  onClose: () => void;
  /** The partner site's id, when the dialog runs in the partner embed. */
  partner?: string;
}

interface VerifyCodeProps {
  login: LoginDetails;
  /** Where the buyer goes once logged in, when the enquiry names a page (a villa's card). */
  redirectPath?: string;
  onClose: () => void;
}

/** Steps 4 and 5 of the flow: the code logs the buyer in, then the modal closes (on the saved page). */
function VerifyCode({ login, redirectPath, onClose }: VerifyCodeProps) {
  const navigate = useNavigate();
  const { verify, resend } = useOtpLogin(login, () => {
    if (redirectPath) void navigate(redirectPath);
    onClose();
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

/** The dialog without its theme: the partner embed provides its own (portals inside its shadow root). */
export function ThemedEnquiryDialog({ open, request, onClose, partner }: EnquiryDialogProps) {
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const [login, setLogin] = useState<LoginDetails | null>(null);
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
          <VerifyCode login={login} redirectPath={request.redirect_path} onClose={onClose} />
        ) : (
          <>
            {request.expert_name ? (
              <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2 }}>
                {`Talk to ${request.expert_name}, our villa expert.`}
              </Typography>
            ) : null}
            <EnquiryForm request={request} onCodeSent={setLogin} partner={partner} />
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
