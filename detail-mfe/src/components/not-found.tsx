import { Link, useLocation } from '@villa/shared/router';
import { Button, Container } from '@villa/shared/mui/core';
import { paths } from '@villa/shared/lib/paths';
import { StatusMessage } from '@villa/shared/ui/status-message';

/** An unknown slug (404): say so and lead back to the villas, instead of an error. */
export function NotFound({ kind }: { kind: 'villa' | 'project' }) {
  const { search } = useLocation();
  return (
    <Container maxWidth="sm" sx={{ py: 6 }}>
      <StatusMessage
        kind="empty"
        title={`We couldn't find that ${kind}`}
        hint={`The ${kind} may have been sold or taken down, or the link may be mistyped.`}
        action={
          <Button component={Link} to={paths.units(search)} variant="contained">
            Show All Villas
          </Button>
        }
      />
    </Container>
  );
}
