import type { ReactNode } from 'react';
import { Button, CircularProgress, Stack, Typography } from '@villa/shared/mui/core';

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

/** The loading, empty and error states every app shows the same way. */
export function StatusMessage({ kind, title, hint, action, onRetry, dense = false }: StatusMessageProps) {
  return (
    <Stack
      role={kind === 'error' ? 'alert' : 'status'}
      aria-busy={kind === 'loading' || undefined}
      direction={dense ? 'row' : 'column'}
      spacing={dense ? 1.5 : 1}
      sx={{ alignItems: 'center', justifyContent: 'center', textAlign: 'center', py: dense ? 2 : 6, px: 2 }}
    >
      {kind === 'loading' ? <CircularProgress size={dense ? 20 : 32} aria-hidden /> : null}
      <Typography
        component="p"
        variant={dense ? 'body2' : 'h6'}
        sx={{ color: kind === 'error' ? 'error.main' : 'text.primary' }}
      >
        {title}
      </Typography>
      {hint ? (
        <Typography component="p" variant="body2" sx={{ color: 'text.secondary' }}>
          {hint}
        </Typography>
      ) : null}
      {action}
      {onRetry ? (
        <Button variant="outlined" size={dense ? 'small' : 'medium'} onClick={onRetry}>
          Retry
        </Button>
      ) : null}
    </Stack>
  );
}
