import type { LocationRef } from '@villa/shared/contracts/entities';
import { formatIndianNumber } from '@villa/shared/format/price';

/** The spec's default when a listing has no location (its spelling, spec 2.5 and 3). */
export const DEFAULT_LOCATION = 'Banglore';

/** The listing's first locality, or the spec's default. */
export const locationName = (location: readonly LocationRef[]): string =>
  location[0]?.name ?? DEFAULT_LOCATION;

/** '1 Bedroom', '4 Bedrooms'. */
export const bedroomsLabel = (rooms: number): string => `${rooms} ${rooms === 1 ? 'Bedroom' : 'Bedrooms'}`;

/** An area with Indian grouping: 2400 -> '2,400 sq.ft'. */
export const areaLabel = (sqft: number): string => `${formatIndianNumber(sqft)} sq.ft`;

/** A project's villa sizes: '2,400 sq.ft', or '2,400 – 4,200 sq.ft' when they differ. */
export const areaRangeLabel = (min: number, max: number): string =>
  min === max ? areaLabel(min) : `${formatIndianNumber(min)} – ${areaLabel(max)}`;

/** The bedroom counts a project offers ('3,4,5'), or its single count when it lists none. */
export const projectBedrooms = (project: { bhk_types: string; room: number }): string =>
  project.bhk_types || String(project.room);
