import { ButtonLink } from '@villa/shared/ui/kit';
import { PageHead } from '@villa/shared/ui/page-head';
import { StatusMessage } from '@villa/shared/ui/status-message';
import { useWayToListing } from './breadcrumb.tsx';
import { MessageContainer } from './page-layout.tsx';

/** An unknown slug (404): say so and lead back to the villas, instead of an error. */
export function NotFound({ kind }: { kind: 'villa' | 'project' }) {
  const listing = useWayToListing();
  return (
    <MessageContainer>
      <PageHead title={`We couldn't find that ${kind}`} noindex />
      <StatusMessage
        kind="empty"
        title={`We couldn't find that ${kind}`}
        hint={`The ${kind} may have been sold or taken down, or the link may be mistyped.`}
        action={
          <ButtonLink {...listing} variant="contained">
            Show All Villas
          </ButtonLink>
        }
      />
    </MessageContainer>
  );
}
