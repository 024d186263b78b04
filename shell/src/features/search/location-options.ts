// The Location field's options (issue 10, "the place search falls back to the city's locations and
// the seeded places"): the city's localities, then the places whose name holds what the buyer typed,
// each with its type in words so that a hospital is not taken for a locality.
import type { CityPlace, Location } from '@villa/api/schemas';
import { MARKER_STYLES } from '@villa/shared/maps/marker-style';

export type LocationOption =
  | { kind: 'locality'; id: string; name: string }
  | { kind: 'place'; id: string; name: string; typeName: string };

/** The list's headings, shown once places are among the options. */
export const OPTION_GROUPS: Record<LocationOption['kind'], string> = {
  locality: 'Localities',
  place: 'Places',
};

export const localityOption = (location: Location): LocationOption => ({
  kind: 'locality',
  id: location._id,
  name: location.name,
});

/** The type in the words the map's legend uses: 'Hospital', 'Metro station'. */
export const placeOption = (place: CityPlace): LocationOption => ({
  kind: 'place',
  id: place.id,
  name: place.name,
  typeName: MARKER_STYLES[place.type].label,
});

/**
 * Localities first, then places (MUI's grouping wants each group together): the chosen place, which
 * must be among the options, and the places found, each once.
 */
export function locationOptions(
  locations: readonly Location[],
  places: readonly CityPlace[],
  chosen: LocationOption | null,
): LocationOption[] {
  const placeOptions = [...(chosen?.kind === 'place' ? [chosen] : []), ...places.map(placeOption)];
  const unique = placeOptions.filter(
    (option, index) => placeOptions.findIndex((other) => other.id === option.id) === index,
  );
  return [...locations.map(localityOption), ...unique];
}
