// The drive from a villa to each of the buyer's places (issue 29). With a Maps key: Google's Routes
// API, driving with traffic at a weekday's peak hour (09:00 India time, the next working day), kept
// for a day in the map cache (a paid call). Without one: the straight line, which says it is one.
import type { MapCache } from '@villa/shared/maps/map-cache';
import type { LatLng } from '@villa/shared/maps/maps-adapter';

const MATRIX_URL = 'https://routes.googleapis.com/distanceMatrix/v2:computeRouteMatrix';
const MATRIX_FIELD_MASK = 'originIndex,destinationIndex,duration,distanceMeters,condition';

/** The commute's hour: 09:00 India time (UTC+05:30, no daylight saving), Monday to Friday. */
export const PEAK_HOUR_IST = 9;
const IST_OFFSET_MS = 330 * 60_000;

/** The next weekday 09:00 in India after `now`: Google prices traffic for a time to come. */
export function nextWeekdayPeak(now: Date): Date {
  const india = new Date(now.getTime() + IST_OFFSET_MS);
  const peak = new Date(
    Date.UTC(india.getUTCFullYear(), india.getUTCMonth(), india.getUTCDate(), PEAK_HOUR_IST),
  );
  // `peak` holds India's wall clock in UTC fields: step a day until it is after now and a weekday.
  while (peak.getTime() - IST_OFFSET_MS <= now.getTime() || [0, 6].includes(peak.getUTCDay())) {
    peak.setUTCDate(peak.getUTCDate() + 1);
  }
  return new Date(peak.getTime() - IST_OFFSET_MS);
}

/** Kilometres between two points as the crow flies (haversine, on a 6,371 km Earth). */
export function straightLineKm(a: LatLng, b: LatLng): number {
  const radians = (degrees: number) => (degrees * Math.PI) / 180;
  const dLat = radians(b.lat - a.lat);
  const dLng = radians(b.lng - a.lng);
  const h =
    Math.sin(dLat / 2) ** 2 + Math.cos(radians(a.lat)) * Math.cos(radians(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** '35 min', '1 h 05 min' */
export function formatDriveTime(seconds: number): string {
  const minutes = Math.max(1, Math.round(seconds / 60));
  if (minutes < 60) return `${minutes} min`;
  return `${Math.floor(minutes / 60)} h ${String(minutes % 60).padStart(2, '0')} min`;
}

/** '12.4 km' */
export const formatKm = (km: number) => `${km < 10 ? km.toFixed(1) : Math.round(km)} km`;

export interface Commute {
  /** The place's label: 'Office'. */
  label: string;
  /** '35 min' by road at the peak hour, '12.4 km' in a straight line, or '—' when Google has no route. */
  text: string;
}

export interface CommuteOptions {
  /** The Maps key; null measures straight lines. */
  apiKey: string | null;
  cache: MapCache;
  now?: Date;
}

/** A point as Google's Routes API takes it. */
const waypoint = ({ lat, lng }: LatLng) => ({
  waypoint: { location: { latLng: { latitude: lat, longitude: lng } } },
});

const readSeconds = (duration: unknown) =>
  typeof duration === 'string' && /^\d+(\.\d+)?s$/.test(duration) ? Number.parseFloat(duration) : null;

/** One matrix call from the villa to the places not in the cache; each answer is cached, a failure is not. */
async function askGoogle(
  apiKey: string,
  from: LatLng,
  to: readonly LatLng[],
  departure: Date,
  cache: MapCache,
) {
  const response = await fetch(MATRIX_URL, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      'X-Goog-Api-Key': apiKey,
      'X-Goog-FieldMask': MATRIX_FIELD_MASK,
    },
    body: JSON.stringify({
      origins: [waypoint(from)],
      destinations: to.map(waypoint),
      travelMode: 'DRIVE',
      routingPreference: 'TRAFFIC_AWARE',
      departureTime: departure.toISOString(),
    }),
  });
  if (!response.ok) throw new Error(`The Routes API answered ${response.status}`);
  const elements: unknown = await response.json();
  if (!Array.isArray(elements)) throw new Error('The Routes API answered something else than a matrix');
  for (const element of elements as Record<string, unknown>[]) {
    const destination = to[Number(element.destinationIndex ?? 0)];
    if (!destination) continue;
    const exists = element.condition === undefined || element.condition === 'ROUTE_EXISTS';
    cache.setDrive(from, destination, {
      seconds: exists ? readSeconds(element.duration) : null,
      metres: exists && typeof element.distanceMeters === 'number' ? element.distanceMeters : null,
    });
  }
}

/**
 * The commute from `villa` to each place, in the places' order. With a key, the drive time at the
 * next weekday's peak hour (from the cache when asked within a day); without, the straight line.
 */
export async function commutes(
  villa: LatLng,
  places: readonly (LatLng & { label: string })[],
  { apiKey, cache, now = new Date() }: CommuteOptions,
): Promise<Commute[]> {
  if (apiKey === null) {
    return places.map((place) => ({ label: place.label, text: formatKm(straightLineKm(villa, place)) }));
  }
  const missing = places.filter((place) => cache.getDrive(villa, place) === null);
  if (missing.length > 0) await askGoogle(apiKey, villa, missing, nextWeekdayPeak(now), cache);
  return places.map((place) => {
    const seconds = cache.getDrive(villa, place)?.seconds ?? null;
    return { label: place.label, text: seconds === null ? '—' : formatDriveTime(seconds) };
  });
}

/** What the figures are: the key decides. */
export const commuteBasis = (apiKey: string | null) =>
  apiKey === null ? 'straight line' : `drive, weekday ${PEAK_HOUR_IST} am`;
