import { useId, useState } from 'react';
import { Box, Button, IconButton, Typography, useMediaQuery, useTheme } from '@villa/shared/mui/core';
import { Dialog, DialogContent, DialogTitle } from '@villa/shared/mui/overlays';
import type { EnquiryOpenRequest } from '@villa/shared/contracts/events';
import { CheckCircleIcon, CloseIcon } from '@villa/shared/ui/icons';
import { MuiTheme } from '@villa/shared/ui/mui-theme';
import { colors } from '@villa/shared/ui/tokens';
import { EnquiryForm } from './enquiry-form.tsx';

export const ENQUIRY_DIALOG_TITLE = 'Step into your dream villa!';
export const ENQUIRY_SENT_TEXT = 'Thank you! Our villa expert will call you shortly.';

export interface EnquiryDialogProps {
  open: boolean;
  request: EnquiryOpenRequest;
  onClose: () => void;
}

function EnquirySent({ onClose }: { onClose: () => void }) {
  return (
    <Box role="status" sx={{ textAlign: 'center', py: 3 }}>
      <CheckCircleIcon fontSize={56} color={colors.success} style={{ marginBottom: 8 }} />
      <Typography variant="h6" component="p" sx={{ mb: 3 }}>
        {ENQUIRY_SENT_TEXT}
      </Typography>
      <Button variant="contained" onClick={onClose}>
        Close
      </Button>
    </Box>
  );
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

function ThemedEnquiryDialog({ open, request, onClose }: EnquiryDialogProps) {
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const [sent, setSent] = useState(false);
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
        {ENQUIRY_DIALOG_TITLE}
      </DialogTitle>
      <IconButton aria-label="Close dialog" onClick={onClose} sx={{ position: 'absolute', right: 8, top: 8 }}>
        <CloseIcon />
      </IconButton>
      <DialogContent sx={{ pt: 1 }}>
        {sent ? (
          <EnquirySent onClose={onClose} />
        ) : (
          <>
            {request.expert_name ? (
              <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2 }}>
                {`Talk to ${request.expert_name}, our villa expert.`}
              </Typography>
            ) : null}
            <EnquiryForm request={request} onSent={() => setSent(true)} />
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
