import { Button } from '@villa/shared/mui/core';
import { Alert } from '@villa/shared/mui/display';

/** Why a listing form was not sent, with a way to send it again; the form keeps every value. */
export function SendFailed({
  message,
  onRetry,
  busy,
}: {
  message: string;
  onRetry: () => void;
  busy: boolean;
}) {
  return (
    <Alert
      severity="error"
      role="alert"
      action={
        <Button color="inherit" size="small" onClick={onRetry} disabled={busy}>
          Send again
        </Button>
      }
    >
      {message}
    </Alert>
  );
}
