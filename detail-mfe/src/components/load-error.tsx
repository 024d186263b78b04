import { Container } from '@villa/shared/mui/core';
import { StatusMessage } from '@villa/shared/ui/status-message';

/** A detail page that could not be loaded: 'Error: ' and the message, with Retry when it may help. */
export function LoadError({ message, onRetry }: { message: string; onRetry?: () => void }) {
  return (
    <Container maxWidth="sm" sx={{ py: 6 }}>
      <StatusMessage kind="error" title={`Error: ${message}`} onRetry={onRetry} />
    </Container>
  );
}
