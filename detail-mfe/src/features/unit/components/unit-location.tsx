import type { Unit } from '@villa/shared/contracts/entities';
import { LocationDetails } from '../../../components/sections/location-details.tsx';
import { locationName } from '../../../lib/format.ts';
import { useUnitProject } from '../api/get-unit-project.ts';

/** The unit's locality and (from its project) city; the map comes with the maps issue. */
export function UnitLocation({ unit }: { unit: Unit }) {
  const { data: project } = useUnitProject(unit.project[0]?.slug);
  return (
    <LocationDetails
      locationName={locationName(unit.location)}
      cityName={project?.city.name}
      coordinates={unit.cordinates.coordinates}
    />
  );
}
