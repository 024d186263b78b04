import styled from '@emotion/styled';
import type { ListingGone as ListingGoneAnswer } from '@villa/shared/contracts/entities';
import { paths } from '@villa/shared/lib/paths';
import { ButtonLink } from '@villa/shared/ui/kit';
import { PageHead } from '@villa/shared/ui/page-head';
import { StatusMessage } from '@villa/shared/ui/status-message';
import { space } from '@villa/shared/ui/tokens';

const Actions = styled.div({ display: 'flex', flexWrap: 'wrap', gap: space(1.5), justifyContent: 'center' });

/**
 * A unit or project that was listed and has been taken down (the API's 410): the server's words, and
 * where to look instead (its project while that is listed, the villas of its city). The shell shows
 * it for a server-rendered 410; the detail pages for one met in the browser.
 */
export function ListingGone({ gone }: { gone: ListingGoneAnswer }) {
  const cityListing = paths.units(new URLSearchParams({ city: gone.city }));
  return (
    <>
      <PageHead title={gone.message} noindex />
      <StatusMessage
        kind="empty"
        title={gone.message}
        hint="It has been sold or taken down by the seller."
        action={
          <Actions>
            {gone.project ? (
              <ButtonLink to={paths.project(gone.project.slug)} variant="contained">
                {`See ${gone.project.name}`}
              </ButtonLink>
            ) : null}
            <ButtonLink to={cityListing} variant={gone.project ? 'outlined' : 'contained'}>
              {`Villas in ${gone.city}`}
            </ButtonLink>
          </Actions>
        }
      />
    </>
  );
}
