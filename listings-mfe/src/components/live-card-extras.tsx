import { lazy, Suspense } from 'react';
import styled from '@emotion/styled';
import type { UnitSummary } from '@villa/shared/contracts/entities';
import { usePlacesWanted } from '@villa/shared/state/places-picks';
import { LiveCompareToggle } from './live-compare-toggle.tsx';

// With the places and the commute code: loaded only for a buyer who has places.
const LiveCardCommute = lazy(() => import('./live-card-commute.tsx'));

/**
 * The picture's box again, over the card: what it holds is placed on the picture whatever the card's
 * width, and takes no room, so the card measures the same with it or without. Only the toggle takes
 * the pointer; the rest goes through to the card's link.
 */
const OverPicture = styled.div({
  position: 'absolute',
  top: 0,
  insetInline: 0,
  aspectRatio: '16 / 10',
  pointerEvents: 'none',
});

/** Under the heart (8 px from the corner, 36 px tall, 8 px apart). */
const ToggleCorner = styled.div({ position: 'absolute', top: 52, right: 8, pointerEvents: 'auto' });

/** The compare toggle under the heart, and the commute line over the picture's foot. */
export default function LiveCardExtras({ unit }: { unit: UnitSummary }) {
  const places = usePlacesWanted();
  return (
    <OverPicture>
      <ToggleCorner>
        <LiveCompareToggle unit={unit} />
      </ToggleCorner>
      {places ? (
        <Suspense fallback={null}>
          <LiveCardCommute at={unit.project[0]?.cordinates} />
        </Suspense>
      ) : null}
    </OverPicture>
  );
}
