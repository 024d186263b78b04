import { MY_PLACES_PATH } from '@villa/api/contract/my-places';
import { lazy, Suspense } from 'react';
import styled from '@emotion/styled';
import { Link } from '@villa/shared/router';
import { usePlacesWanted } from '@villa/shared/state/places-picks';
import { colors, space, text } from '@villa/shared/ui/tokens';

// With the places and the commute code: loaded only for a buyer who has places.
const LiveCommute = lazy(() => import('./live-commute.tsx'));

const Block = styled.div({ display: 'grid', gap: space(0.5), ...text.body2 });
export const PlacesLink = styled(Link)({ color: colors.primary.main });

/**
 * 'Your commute' in the Location section (issue 29): the drive from here to each of the buyer's places,
 * or a way to add them.
 */
export function YourCommute({ coordinates }: { coordinates: readonly [number, number] }) {
  const wanted = usePlacesWanted();
  return (
    <Block>
      <strong>Your commute</strong>
      {wanted ? (
        <Suspense fallback={null}>
          <LiveCommute at={{ type: 'Point', coordinates: [coordinates[0], coordinates[1]] }} />
        </Suspense>
      ) : (
        <PlacesLink to={MY_PLACES_PATH}>
          Add your places (office, school, family) to see the drive from here
        </PlacesLink>
      )}
    </Block>
  );
}
