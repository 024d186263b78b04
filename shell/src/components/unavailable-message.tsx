import { useState } from 'react';
import { Box, Button, Typography } from '@villa/shared/mui/core';

interface UnavailableMessageProps {
  /** What could not be shown, as the sentence reads it: 'the blog', 'this page'. */
  subject: string;
  onRetry: () => void;
  /** The remote that failed, if one did (`data-remote-unavailable`, which the browser tests find). */
  remote?: string;
}

/** Where a remote's section or a page of the shell could not be loaded: what happened, and Retry. */
export function UnavailableMessage({ subject, onRetry, remote }: UnavailableMessageProps) {
  const [retrying, setRetrying] = useState(false);
  return (
    <Box
      role="alert"
      data-remote-unavailable={remote}
      sx={{
        m: { xs: 2, md: 4 },
        p: 4,
        border: 1,
        borderColor: 'divider',
        borderRadius: 3,
        textAlign: 'center',
        bgcolor: 'background.paper',
      }}
    >
      <Typography variant="h6" component="h2" gutterBottom>
        We couldn&apos;t load {subject} right now.
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        The rest of the site still works. Check your connection and try again.
      </Typography>
      <Button
        variant="contained"
        disabled={retrying}
        onClick={() => {
          setRetrying(true);
          onRetry();
        }}
      >
        Retry
      </Button>
    </Box>
  );
}
