// The catalogue's option lists and field rules as the studio edits a project or a villa (issue 26),
// one copy for the API's schemas, the seed and the studio's forms (`@villa/api/contract/catalogue-options`).
// The kinds, unit types, facings, furnishings and possession states are the listing forms' lists
// (listing-form-options.ts): one list each, whichever form shows it.
// Runtime-free: this folder imports nothing (eslint.config.js).

/** A project's amenities: the detail page lists them, and some give a villa a `withs` feature (db/unit-withs.ts). */
export const PROJECT_AMENITIES = [
  'Clubhouse',
  'Swimming pool',
  'Gymnasium',
  "Children's play area",
  'Jogging track',
  'Tennis court',
  'Badminton court',
  'Landscaped gardens',
  'Yoga deck',
  'Party hall',
  'Mini theatre',
  'Pet park',
  'EV charging points',
  '24x7 security with CCTV',
  'Power backup',
  'Rainwater harvesting',
  'Sewage treatment plant',
  'Co-working lounge',
  'Organic farm plots',
  "Senior citizens' corner",
  'Cricket practice nets',
  'Convenience store',
  'Basketball court',
  'Amphitheatre',
] as const;

/** A villa's premium tags (its card's badge); four of them are `withs` features too. */
export const PREMIUM_TAGS = [
  'Corner plot',
  'Park facing',
  'Premium',
  'Private pool',
  'Wide road frontage',
  'Limited edition',
] as const;

/**
 * What a photo shows: exterior and interior photos make the gallery (the detail page groups them),
 * plans the floor plans. A project's master plan is a list of its own.
 */
export const PHOTO_KINDS = ['exterior', 'interior', 'plan'] as const;
export type PhotoKind = (typeof PHOTO_KINDS)[number];

/** Bounds of the catalogue's fields, checked by the API and shown by the studio's forms. */
export const CATALOGUE_LIMITS = {
  nameMax: 150,
  descriptionMax: 5000,
  textMax: 200,
  specificationMax: 1000,
  altMax: 200,
  /** Photos of one project or villa (gallery and plans), and pages of its master plan. */
  photosMax: 60,
  masterPlanMax: 10,
  listMax: 30,
  chargesMax: 20,
  /** Rupees: the price column is a 32-bit integer. */
  priceMin: 1,
  priceMax: 2_000_000_000,
  rateMax: 10_000_000,
  chargeMax: 1_000_000_000,
  /** Square feet. */
  builtupAreaMin: 100,
  builtupAreaMax: 100_000,
  plotAreaMax: 1_000_000,
  bedroomsMin: 1,
  bedroomsMax: 20,
  countMax: 20,
  totalUnitsMax: 100_000,
  landAcresMax: 100_000,
  urlMax: 500,
} as const;

/** The virtual tour: an https address without spaces. */
export const VIRTUAL_TOUR_URL_PATTERN = '^https://[^\\s/?#]+[^\\s]*$';
/** The map pin, entered by hand or picked on the map. */
export const LATITUDE_RANGE = { minimum: -90, maximum: 90 } as const;
export const LONGITUDE_RANGE = { minimum: -180, maximum: 180 } as const;

/** A rejected owner's listing: the reason the owner is sent. */
export const REJECTION_REASON_MAX_LENGTH = 300;
/** Where an owner's listing stands in the studio's queue (migration 0020). */
export const OWNER_REVIEW_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type OwnerReviewStatus = (typeof OWNER_REVIEW_STATUSES)[number];

/** A villa's own fields, as the API and the import name them (photos, cover and slug apart). */
export const VILLA_FIELDS = [
  'name',
  'description',
  'price',
  'builtup_area',
  'plot_area',
  'plot_rate',
  'construction_rate',
  'charges',
  'unit_type',
  'room',
  'bathrooms',
  'parking',
  'facing',
  'furnishing',
  'possession_status',
  'rera',
  'unit_premium_tag',
] as const;
