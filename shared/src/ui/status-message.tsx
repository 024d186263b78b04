import type { ReactNode } from 'react';
import styled from '@emotion/styled';
import { Button, Spinner, Text } from '@villa/shared/ui/kit';
import { space } from '@villa/shared/ui/tokens';

export type StatusKind = 'loading' | 'empty' | 'error';

export interface StatusMessageProps {
  kind: StatusKind;
  /** The main line, e.g. 'Loading...', 'No villas found', 'Error: Failed to fetch units'. */
  title: ReactNode;
  /** A second, quieter line, e.g. 'Try adjusting your search criteria'. */
  hint?: ReactNode;
  /** A button or link under the text. */
  action?: ReactNode;
  /** Shows the standard Retry button, which calls this. */
  onRetry?: () => void;
  /** Less padding, for a line at the end of a list ('Loading more villas...'). */
  dense?: boolean;
}

const Frame = styled.div<{ dense: boolean }>(({ dense }) => ({
  display: 'flex',
  flexDirection: dense ? 'row' : 'column',
  gap: dense ? space(1.5) : space(1),
  alignItems: 'center',
  justifyContent: 'center',
  textAlign: 'center',
  padding: dense ? space(2, 2) : space(6, 2),
}));

/** The loading, empty and error states every app shows the same way. */
export function StatusMessage({ kind, title, hint, action, onRetry, dense = false }: StatusMessageProps) {
  return (
    <Frame
      role={kind === 'error' ? 'alert' : 'status'}
      aria-busy={kind === 'loading' || undefined}
      dense={dense}
    >
      {kind === 'loading' ? <Spinner size={dense ? 20 : 32} /> : null}
      <Text look={dense ? 'body2' : 'h6'} tone={kind === 'error' ? 'error' : 'primary'}>
        {title}
      </Text>
      {hint ? (
        <Text look="body2" tone="secondary">
          {hint}
        </Text>
      ) : null}
      {action}
      {onRetry ? (
        <Button variant="outlined" size={dense ? 'small' : 'medium'} onClick={onRetry}>
          Retry
        </Button>
      ) : null}
    </Frame>
  );
}
