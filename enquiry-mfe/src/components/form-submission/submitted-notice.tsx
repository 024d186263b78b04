import { Button } from '@villa/shared/mui/core';
import { Dialog, DialogContent, DialogTitle } from '@villa/shared/mui/overlays';
import { Text } from '@villa/shared/ui/kit';
import { space } from '@villa/shared/ui/tokens';

export interface SubmittedNoticeProps {
  open: boolean;
  title: string;
  text: string;
  onClose: () => void;
}

/** The success notice of a developer or owner submission (spec 2.5, 4). */
export function SubmittedNotice({ open, title, text, onClose }: SubmittedNoticeProps) {
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="submitted-notice-title" maxWidth="xs" fullWidth>
      <DialogTitle id="submitted-notice-title">{title}</DialogTitle>
      <DialogContent>
        <Text tone="secondary">{text}</Text>
        <div style={{ display: 'flex', justifyContent: 'flex-end', marginTop: space(3) }}>
          <Button variant="contained" onClick={onClose} autoFocus>
            Done
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
