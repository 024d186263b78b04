import { useState } from 'react';
import styled from '@emotion/styled';
import { Button, Text } from '@villa/shared/ui/kit';
import { colors, space, text, up } from '@villa/shared/ui/tokens';

interface UnavailableMessageProps {
  /** What could not be shown, as the sentence reads it: 'the blog', 'this page'. */
  subject: string;
  onRetry: () => void;
  /** The remote that failed, if one did (`data-remote-unavailable`, which the browser tests find). */
  remote?: string;
}

const Frame = styled.div({
  margin: space(2),
  padding: space(4),
  border: `1px solid ${colors.divider}`,
  borderRadius: 30,
  textAlign: 'center',
  backgroundColor: colors.paper,
  [up('md')]: { margin: space(4) },
});

const Title = styled.h2({ ...text.h6, marginBottom: '0.35em' });

/** Where a remote's section or a page of the shell could not be loaded: what happened, and Retry. */
export function UnavailableMessage({ subject, onRetry, remote }: UnavailableMessageProps) {
  const [retrying, setRetrying] = useState(false);
  return (
    <Frame role="alert" data-remote-unavailable={remote}>
      <Title>We couldn&apos;t load {subject} right now.</Title>
      <Text tone="secondary" style={{ marginBottom: space(2) }}>
        The rest of the site still works. Check your connection and try again.
      </Text>
      <Button
        type="button"
        variant="contained"
        disabled={retrying}
        onClick={() => {
          setRetrying(true);
          onRetry();
        }}
      >
        Retry
      </Button>
    </Frame>
  );
}
