// Asks before a change that buyers or owners see (publish, archive, approve, reject), with the fields
// it needs (a reason, a project); loaded when one is asked for (MUI's dialog). What the API refuses
// stays in the dialog, in its words. (confirm-dialog.tsx is the plain yes-or-no of the staff pages.)
import type { FormEvent, ReactNode } from 'react';
import styled from '@emotion/styled';
import { Button } from '@villa/shared/mui/core';
import { Dialog, DialogContent, DialogTitle } from '@villa/shared/mui/overlays';
import { Text } from '@villa/shared/ui/kit';
import { MuiTheme } from '@villa/shared/ui/mui-theme';
import { space } from '@villa/shared/ui/tokens';

const Actions = styled.div({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: space(1),
  padding: space(0, 3, 2),
});

export interface AskDialogProps {
  title: string;
  body: ReactNode;
  /** The confirming button's words: 'Publish'. */
  action: string;
  busy: boolean;
  /** The API's refusal, shown above the buttons. */
  error?: string | null;
  /** Fields the confirmation needs (a reason); the dialog is then a form. */
  children?: ReactNode;
  onConfirm: () => void;
  onCancel: () => void;
}

export default function AskDialog(props: AskDialogProps) {
  const { title, body, action, busy, error, children, onConfirm, onCancel } = props;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onConfirm();
  };
  return (
    <MuiTheme>
      <Dialog open onClose={() => !busy && onCancel()} aria-labelledby="ask-title" fullWidth maxWidth="sm">
        <form onSubmit={submit} noValidate>
          <DialogTitle id="ask-title">{title}</DialogTitle>
          <DialogContent>
            <Text look="body2">{body}</Text>
            {children && <div style={{ marginTop: space(2) }}>{children}</div>}
            {error && (
              <Text role="alert" look="body2" tone="error" style={{ marginTop: space(2) }}>
                {error}
              </Text>
            )}
          </DialogContent>
          <Actions>
            <Button type="button" onClick={onCancel} disabled={busy}>
              Cancel
            </Button>
            <Button type="submit" variant="contained" disabled={busy}>
              {action}
            </Button>
          </Actions>
        </form>
      </Dialog>
    </MuiTheme>
  );
}
