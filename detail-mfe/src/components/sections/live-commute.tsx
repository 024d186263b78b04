import { MY_PLACES_PATH } from '@villa/api/contract/my-places';
import type { Coordinates } from '@villa/shared/contracts/entities';
import { useMyPlaces } from '@villa/shared/state/my-places';
import { CommuteLine } from '@villa/shared/ui/commute-line';
import { PlacesLink } from './your-commute.tsx';

/** The commute with the places code: the line, and a way to change the places. */
export default function LiveCommute({ at }: { at: Coordinates }) {
  const count = useMyPlaces().length;
  return (
    <>
      {count > 0 ? <CommuteLine at={at} /> : null}
      <PlacesLink to={MY_PLACES_PATH}>
        {count > 0
          ? 'Change your places'
          : 'Add your places (office, school, family) to see the drive from here'}
      </PlacesLink>
    </>
  );
}
