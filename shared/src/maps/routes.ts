// The route from the searched place to a chosen project (spec 2.3, 7, 8): the line to draw and the
// label for the info window, read from the map cache before asking Google (a paid call).
import type { MapCache } from '@villa/shared/maps/map-cache';
import type { LatLng, MapsAdapter } from '@villa/shared/maps/maps-adapter';

export const ROUTE_ERRORS = {
  noDistance: 'Distance not available',
  failed: 'Error fetching route',
} as const;

export interface FoundRoute {
  /** The line to draw; empty when there is none to show. */
  path: LatLng[];
  /** The distance ('12.35 KM') or why there is none. */
  label: string;
}

/** A road distance as the map shows it: kilometres to 2 decimals (spec 7). */
export function formatRouteDistance(metres: number): string {
  return `${(metres / 1000).toFixed(2)} KM`;
}

/** The driving route, cached for a day; a failure gives a label to show, not an error, and is not cached. */
export async function findRoute(
  adapter: MapsAdapter,
  cache: MapCache,
  origin: LatLng,
  destination: LatLng,
): Promise<FoundRoute> {
  let route = cache.getRoute(origin, destination);
  if (!route) {
    try {
      const { path, distanceMeters } = await adapter.computeRoute(origin, destination);
      route = { points: path, distance: distanceMeters };
    } catch {
      return { path: [], label: ROUTE_ERRORS.failed };
    }
    // Google's "no route" is an answer too: kept, so it is not asked again for a day.
    cache.setRoute(origin, destination, route);
  }
  if (route.points.length === 0 || route.distance === null) {
    return { path: [], label: ROUTE_ERRORS.noDistance };
  }
  return { path: route.points, label: formatRouteDistance(route.distance) };
}
