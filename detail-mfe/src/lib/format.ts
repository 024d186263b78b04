import type { LocationRef } from '@villa/shared/contracts/entities';
import { formatIndianNumber } from '@villa/shared/format/price';

/** The spec's default when a listing has no location (its spelling, spec 3). */
export const DEFAULT_LOCATION = 'Banglore';

export const locationName = (location: readonly LocationRef[]): string =>
  location[0]?.name ?? DEFAULT_LOCATION;

export const sqft = (value: number): string => `${formatIndianNumber(value)} sq.ft`;

export const bedroomsLabel = (rooms: number): string => `${rooms} ${rooms === 1 ? 'Bedroom' : 'Bedrooms'}`;

/** The absolute URL of an in-app path, kept as an enquiry's source. */
export const absoluteUrl = (path: string): string => new URL(path, window.location.origin).href;

/** A Google Maps search link for [longitude, latitude] (GeoJSON order); no key needed. */
export function mapsLink([lng, lat]: readonly [number, number]): string {
  return `https://www.google.com/maps/search/?api=1&query=${lat},${lng}`;
}
