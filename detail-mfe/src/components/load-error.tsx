import { StatusMessage } from '@villa/shared/ui/status-message';
import { MessageContainer } from './page-layout.tsx';

/** A detail page that could not be loaded: 'Error: ' and the message, with Retry when it may help. */
export function LoadError({ message, onRetry }: { message: string; onRetry?: () => void }) {
  return (
    <MessageContainer>
      <StatusMessage kind="error" title={`Error: ${message}`} onRetry={onRetry} />
    </MessageContainer>
  );
}
