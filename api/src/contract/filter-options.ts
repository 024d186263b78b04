// The labels the listing's `withs` filter knows (units.withs holds them lower-cased), one copy for
// the server (db/unit-withs.ts, the listing's query schema) and the listing's filter
// (`@villa/api/contract/filter-options`).
// Runtime-free: this folder imports nothing (eslint.config.js), and lint refuses a copy elsewhere.

/** The nine amenity flags of spec 3's filter state, with the labels the filter shows and sends. */
export const AMENITIES = {
  pool: 'Pool',
  gardenSpace: 'Garden Space',
  rooftopTerrace: 'Rooftop Terrace',
  gym: 'Gym',
  kidsPlayArea: 'Kids Play Area',
  gatedCommunity: 'Gated Community',
  homeTheatre: 'Home Theatre',
  petFriendly: 'Pet Friendly',
  officeSpace: 'Office Space',
} as const;
export type Amenity = keyof typeof AMENITIES;
export type AmenityLabel = (typeof AMENITIES)[Amenity];

/** The amenity choices of the filter, in the filter's order. */
export const AMENITY_LABELS = Object.values(AMENITIES) as readonly AmenityLabel[];

/** The feature choices of the filter, as the front end labels them. */
export const FEATURE_LABELS = [
  'Corner Plot',
  'Park Facing',
  'Private Pool',
  'Wide Road Frontage',
  'Private Garden',
  'Home Lift',
] as const;

export type WithLabel = AmenityLabel | (typeof FEATURE_LABELS)[number];

/** Every label the `withs` filter matches: the amenities, then the features. */
export const WITH_LABELS: readonly WithLabel[] = [...AMENITY_LABELS, ...FEATURE_LABELS];
