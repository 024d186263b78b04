// Asks before a removal or a sign-out everywhere; loaded when one is asked for (MUI's dialog). The
// staff and people pages share it.
import styled from '@emotion/styled';
import { Button } from '@villa/shared/mui/core';
import { Dialog, DialogContent, DialogTitle } from '@villa/shared/mui/overlays';
import { Text } from '@villa/shared/ui/kit';
import { MuiTheme } from '@villa/shared/ui/mui-theme';
import { space } from '@villa/shared/ui/tokens';

const Actions = styled.div({
  display: 'flex',
  justifyContent: 'flex-end',
  gap: space(1),
  padding: space(0, 3, 2),
});

export interface ConfirmDialogProps {
  title: string;
  body: string;
  action: string;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

export default function ConfirmDialog({
  title,
  body,
  action,
  busy,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  return (
    <MuiTheme>
      <Dialog open onClose={() => !busy && onCancel()} aria-labelledby="confirm-title">
        <DialogTitle id="confirm-title">{title}</DialogTitle>
        <DialogContent>
          <Text look="body2">{body}</Text>
        </DialogContent>
        <Actions>
          <Button onClick={onCancel} disabled={busy}>
            Cancel
          </Button>
          <Button variant="contained" onClick={onConfirm} disabled={busy}>
            {action}
          </Button>
        </Actions>
      </Dialog>
    </MuiTheme>
  );
}
