// The Location section's places from Google when the server has a key (issue 10, spec 7: a nearby
// search per type, at most 5, language en, region IN), in the shape of our own answer so the
// section and its map show either alike. Loaded only with a key, after the section itself.
import type { NearbyGroup, NearbyPlace, NearbyPlaces } from '@villa/shared/contracts/entities';
import { createGoogleMapsAdapter, DEVELOPMENT_MAP_ID } from '@villa/shared/maps/google-maps';
import { createMapCache, type MapCache } from '@villa/shared/maps/map-cache';
import type { LatLng, MapsAdapter } from '@villa/shared/maps/maps-adapter';

const EARTH_RADIUS_KM = 6371;
/** Spec 7: a nearby search returns at most 5 places. */
export const NEARBY_PER_TYPE = 5;

const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** As the crow flies (haversine), in km to 3 decimals: the server measures its own places alike. */
export function straightLineKm(from: LatLng, to: LatLng): number {
  const dLat = radians(to.lat - from.lat);
  const dLng = radians(to.lng - from.lng);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(radians(from.lat)) * Math.cos(radians(to.lat)) * Math.sin(dLng / 2) ** 2;
  return Math.round(2 * EARTH_RADIUS_KM * Math.asin(Math.sqrt(h)) * 1000) / 1000;
}

async function googlePlaces(
  adapter: MapsAdapter,
  cache: MapCache,
  group: NearbyGroup,
  center: LatLng,
  radiusKm: number,
): Promise<NearbyPlace[]> {
  const cached = cache.getPlaces(group.type, center);
  const found =
    cached ?? (await adapter.nearbyPlaces(center, group.type, radiusKm * 1000)).slice(0, NEARBY_PER_TYPE);
  if (!cached) cache.setPlaces(group.type, center, found);
  return found
    .map((place, index) => ({
      id: `google-${group.type}-${index}`,
      name: place.name,
      type: group.type,
      location: place.location,
      distance_km: straightLineKm(center, place.location),
    }))
    .sort((a, b) => a.distance_km - b.distance_km);
}

/**
 * Our answer with each type's places replaced by Google's (cached in the browser for 24 h). The
 * airport stays the city's reference point (spec 3). A type Google cannot answer keeps our places
 * rather than going empty: a buyer still sees what is near, measured the same way.
 */
export async function nearbyFromGoogle(
  ours: NearbyPlaces,
  adapter: MapsAdapter,
  cache: MapCache = createMapCache(),
): Promise<NearbyPlaces> {
  const center = ours.project.location;
  const categories = await Promise.all(
    ours.categories.map(async (category) => ({
      ...category,
      groups: await Promise.all(
        category.groups.map(async (group) => {
          if (group.type === 'airport') return group;
          try {
            return { ...group, places: await googlePlaces(adapter, cache, group, center, ours.radius_km) };
          } catch {
            return group;
          }
        }),
      ),
    })),
  );
  return { ...ours, categories };
}

export const googleAdapter = (apiKey: string, mapId: string | null) =>
  createGoogleMapsAdapter({ apiKey, mapId: mapId ?? DEVELOPMENT_MAP_ID });
