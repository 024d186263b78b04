// The labels the listing's `withs` filter knows (units.withs holds them lower-cased): part of the
// API's contract, kept free of TypeBox so that a front end's test can compare its choices with them.

/** The amenity choices of the filter, as the front end labels them. */
export const AMENITY_LABELS = [
  'Pool',
  'Garden Space',
  'Rooftop Terrace',
  'Gym',
  'Kids Play Area',
  'Gated Community',
  'Home Theatre',
  'Pet Friendly',
  'Office Space',
] as const;

/** The feature choices of the filter, as the front end labels them. */
export const FEATURE_LABELS = [
  'Corner Plot',
  'Park Facing',
  'Private Pool',
  'Wide Road Frontage',
  'Private Garden',
  'Home Lift',
] as const;
