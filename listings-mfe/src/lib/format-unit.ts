import type { LocationRef } from '@villa/shared/contracts/entities';
import { formatIndianNumber } from '@villa/shared/format/price';

/** The spec's default when a listing has no location (its spelling, spec 2.5). */
export const DEFAULT_LOCATION = 'Banglore';

export const locationName = (location: readonly LocationRef[]): string =>
  location[0]?.name ?? DEFAULT_LOCATION;

export const bedroomsLabel = (rooms: number): string => `${rooms} ${rooms === 1 ? 'Bedroom' : 'Bedrooms'}`;

export const areaLabel = (sqft: number): string => `${formatIndianNumber(sqft)} sq.ft`;
