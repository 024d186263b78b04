import type { Unit } from '@villa/shared/contracts/entities';
import { locationName } from '@villa/shared/format/unit';
import { LocationDetails } from '../../../components/sections/location-details.tsx';
import { useProject } from '../../../lib/get-project.ts';

/** The unit's locality and (from its project) city; the map comes with the maps issue. */
export function UnitLocation({ unit }: { unit: Unit }) {
  const { data: project } = useProject(unit.project[0]?.slug);
  return (
    <LocationDetails
      locationName={locationName(unit.location)}
      cityName={project?.city.name}
      coordinates={unit.cordinates.coordinates}
    />
  );
}
