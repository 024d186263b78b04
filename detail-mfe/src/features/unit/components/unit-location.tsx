import type { PublicUnit } from '@villa/shared/contracts/entities';
import { locationName } from '@villa/shared/format/unit';
import { LocationDetails } from '../../../components/sections/location-details.tsx';
import { useProject } from '../../../lib/get-project.ts';

/** The unit's locality and (from its project) city, and the places near its project. */
export function UnitLocation({ unit }: { unit: PublicUnit }) {
  const projectSlug = unit.project[0]?.slug;
  const { data: project } = useProject(projectSlug);
  return (
    <LocationDetails
      locationName={locationName(unit.location)}
      cityName={project?.city.name}
      coordinates={unit.cordinates.coordinates}
      projectSlug={projectSlug}
    />
  );
}
