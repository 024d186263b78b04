import Type, { type Static } from 'typebox';
import { COMPARE_LIMITS } from '../contract/compare.ts';
import { WITH_LABELS } from '../contract/filter-options.ts';
import { Envelope, IdSchema, ImageSchema, PageQuerySchema } from './common.ts';

export const CitySchema = Type.Object({
  _id: IdSchema,
  name: Type.String(),
  state: Type.String(),
  country: Type.String(),
  visibility: Type.Union([Type.Literal('public'), Type.Literal('hidden')]),
});
export type City = Static<typeof CitySchema>;

export const LocationSchema = Type.Object({
  _id: IdSchema,
  name: Type.String(),
  city_id: IdSchema,
  lat: Type.Number(),
  lng: Type.Number(),
});
export type Location = Static<typeof LocationSchema>;

/** The short `{ _id, name }` form used inside projects and units. */
export const LocationRefSchema = Type.Object({ _id: IdSchema, name: Type.String() });
export type LocationRef = Static<typeof LocationRefSchema>;

export const CoordinatesSchema = Type.Object({
  type: Type.Literal('Point'),
  /** [longitude, latitude], as GeoJSON has it. */
  coordinates: Type.Tuple([Type.Number(), Type.Number()]),
});
export type Coordinates = Static<typeof CoordinatesSchema>;

export const SpecificationSchema = Type.Object({ title: Type.String(), description: Type.String() });
export type Specification = Static<typeof SpecificationSchema>;

export const ChargeSchema = Type.Object({ name: Type.String(), amount: Type.Number() });
export type Charge = Static<typeof ChargeSchema>;

export const PremiumTagSchema = Type.Object({ name: Type.String() });

/** What a project card and a project's listing entry carry. */
export const ProjectSummarySchema = Type.Object({
  _id: IdSchema,
  slug: Type.String(),
  name: Type.String(),
  builder: Type.String(),
  gallery: Type.Array(ImageSchema),
  starting_price: Type.Number(),
  location: Type.Array(LocationRefSchema),
  city: LocationRefSchema,
  min_area: Type.Number(),
  max_area: Type.Number(),
  rera: Type.Union([Type.String(), Type.Null()]),
  room: Type.Integer(),
  /** Comma-joined bedroom counts of the project's units, e.g. "3,4,5". */
  bhk_types: Type.String(),
  possession_status: Type.String(),
  cordinates: CoordinatesSchema,
});
export type ProjectSummary = Static<typeof ProjectSummarySchema>;

export const ProjectSchema = Type.Intersect([
  ProjectSummarySchema,
  Type.Object({
    description: Type.String(),
    desktop_banner: ImageSchema,
    mobile_banner: ImageSchema,
    floor_plans: Type.Array(ImageSchema),
    master_plan: Type.Array(ImageSchema),
    amenities: Type.Array(Type.String()),
    specifications: Type.Array(SpecificationSchema),
    highlights: Type.Array(Type.String()),
    total_units: Type.Integer(),
    land_area_acres: Type.Number(),
    virtual_tour_url: Type.Union([Type.String(), Type.Null()]),
    /** Site-relative URL of the Open Graph image: the cover cropped to 1200×630 as JPEG, cached immutable (docs/seo.md). */
    share_image: Type.String(),
  }),
]);
export type Project = Static<typeof ProjectSchema>;

/** A unit as the listing and the wishlist show it. */
export const UnitSummarySchema = Type.Object({
  _id: IdSchema,
  slug: Type.String(),
  name: Type.String(),
  price: Type.Number(),
  area: Type.Number(),
  builtup_area: Type.Number(),
  plot_area: Type.Number(),
  room: Type.Integer(),
  unit_type: Type.String(),
  facing: Type.String(),
  rera: Type.Union([Type.String(), Type.Null()]),
  location: Type.Array(LocationRefSchema),
  unit_premium_tag: Type.Array(PremiumTagSchema),
  gallery: Type.Array(ImageSchema),
  project: Type.Array(
    Type.Object({
      _id: IdSchema,
      slug: Type.String(),
      name: Type.String(),
      /** The project's photos, for a unit without photos of its own; else empty (toUnitSummary). */
      gallery: Type.Array(ImageSchema),
      /** The project's point, where its villas are: a card's commute to the buyer's places starts here. */
      cordinates: CoordinatesSchema,
    }),
  ),
});
export type UnitSummary = Static<typeof UnitSummarySchema>;

/** What a unit page shows anyone: the summary, key facts, overview, amenities and photos. */
const UnitPublicFieldsSchema = Type.Object({
  description: Type.String(),
  plot_rate: Type.Number(),
  construction_rate: Type.Number(),
  bathrooms: Type.Integer(),
  parking: Type.Integer(),
  furnishing: Type.String(),
  possession_status: Type.String(),
  amenities: Type.Array(Type.String()),
  cordinates: CoordinatesSchema,
  /** Site-relative URL of the Open Graph image: the cover cropped to 1200×630 as JPEG, cached immutable (docs/seo.md). */
  share_image: Type.String(),
});

/**
 * What a unit page shows a buyer once their phone is verified (spec 6: anonymous visitors go through
 * the enquiry and OTP flow first): the plans, the price sheet and the specification.
 */
export const UnitDetailsSchema = Type.Object({
  floor_plans: Type.Array(ImageSchema),
  master_plan: Type.Array(ImageSchema),
  charges: Type.Array(ChargeSchema),
  specifications: Type.Array(SpecificationSchema),
});
export type UnitDetails = Static<typeof UnitDetailsSchema>;

/** A unit with everything: what the server reads, and the public answer plus the details together. */
export const UnitSchema = Type.Intersect([UnitSummarySchema, UnitPublicFieldsSchema, UnitDetailsSchema]);
export type Unit = Static<typeof UnitSchema>;

/** How many of each locked part a unit has, so its page can say what unlocking shows. */
export const UnitLockedCountsSchema = Type.Object({
  floor_plans: Type.Integer({ minimum: 0 }),
  master_plan: Type.Integer({ minimum: 0 }),
  charges: Type.Integer({ minimum: 0 }),
  specifications: Type.Integer({ minimum: 0 }),
});
export type UnitLockedCounts = Static<typeof UnitLockedCountsSchema>;

/**
 * A unit as GET /projects/units/slug/:slug answers anyone (cached and shared by every visitor): no
 * plans, charges or specification, only how many of each there are (`locked`).
 */
export const PublicUnitSchema = Type.Intersect([
  UnitSummarySchema,
  UnitPublicFieldsSchema,
  Type.Object({ locked: UnitLockedCountsSchema }),
]);
export type PublicUnit = Static<typeof PublicUnitSchema>;

export const ListingMessageSchema = Type.Union([Type.Literal('success'), Type.Literal('similar_units')]);
export type ListingMessage = Static<typeof ListingMessageSchema>;

export const ListingQuerySchema = Type.Object({
  page: Type.Optional(PageQuerySchema),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 100 })),
  city: Type.Optional(Type.String({ minLength: 1, maxLength: 100, description: 'City name or id' })),
  lat: Type.Optional(Type.Number({ minimum: -90, maximum: 90 })),
  lng: Type.Optional(Type.Number({ minimum: -180, maximum: 180 })),
  project: Type.Optional(Type.String({ maxLength: 200, description: 'Project slug or id' })),
  filters: Type.Optional(Type.String({ maxLength: 4000, description: 'URL-encoded JSON filter payload' })),
});
export type ListingQuery = Static<typeof ListingQuerySchema>;

export const ListingResponseSchema = Type.Object({
  status: Type.Literal('success'),
  data: Type.Object({
    units: Type.Array(UnitSummarySchema),
    projects: Type.Array(ProjectSummarySchema),
  }),
  total: Type.Integer(),
  totalProjects: Type.Integer(),
  totalCapped: Type.Optional(
    Type.Literal(true, {
      description:
        'Present when the matching units were counted only so far: `total` and `totalProjects` are then lower bounds (the tabs show "Villas (1,000+)"), and totalPages follows `total`, so a next page is there while more units are. This server counts exactly (its listing index in memory, docs/listing-performance.md) and does not send it; a client must still read it',
    }),
  ),
  message: ListingMessageSchema,
  currentPage: Type.Integer(),
  totalPages: Type.Integer(),
});
export type ListingResponse = Static<typeof ListingResponseSchema>;

/**
 * A unit or project that was listed and has been taken down (410 Gone): what the buyer's page
 * offers instead, its project while that is listed and the listing of its city.
 */
export const ListingGoneSchema = Type.Object({
  statusCode: Type.Literal(410),
  error: Type.Literal('Gone'),
  message: Type.String(),
  project: Type.Union([Type.Object({ slug: Type.String(), name: Type.String() }), Type.Null()]),
  city: Type.String(),
});
export type ListingGone = Static<typeof ListingGoneSchema>;

/** An old slug of a unit or project: Location names the current one. */
export const MovedPermanentlySchema = Type.Null({
  description: 'Moved Permanently: the slug changed; Location is the address of the current one',
});

export const UnitResponseSchema = Envelope(PublicUnitSchema);
export type UnitResponse = Static<typeof UnitResponseSchema>;
export const UnitDetailsResponseSchema = Envelope(UnitDetailsSchema);
export type UnitDetailsResponse = Static<typeof UnitDetailsResponseSchema>;
/** GET /projects/units/compare's query: the villas to compare, by slug (contract/compare.ts). */
export const CompareQuerySchema = Type.Object({
  units: Type.String({
    minLength: 1,
    maxLength: 1000,
    description: `${COMPARE_LIMITS.min} to ${COMPARE_LIMITS.max} unit slugs, comma-separated, in the order to show them (one is accepted: the others of a shared link may have been taken down)`,
  }),
});
export type CompareQuery = Static<typeof CompareQuerySchema>;

export const CompareResponseSchema = Envelope(
  Type.Object({
    /** The listed units, as anyone may see them, in the order asked for; an old slug gives the unit at its new one. */
    units: Type.Array(PublicUnitSchema),
    /** The slugs asked for that no listed unit holds (taken down, or never there). */
    missing: Type.Array(Type.String()),
  }),
);
export type CompareResponse = Static<typeof CompareResponseSchema>;
export const ProjectResponseSchema = Envelope(ProjectSchema);
export type ProjectResponse = Static<typeof ProjectResponseSchema>;
export const CitiesResponseSchema = Envelope(Type.Array(CitySchema));
export type CitiesResponse = Static<typeof CitiesResponseSchema>;
export const LocationsResponseSchema = Envelope(Type.Array(LocationSchema));
export type LocationsResponse = Static<typeof LocationsResponseSchema>;

export const CitiesQuerySchema = Type.Object({
  visibility: Type.Optional(
    Type.Union([Type.Literal('public'), Type.Literal('hidden')], { default: 'public' }),
  ),
});
export type CitiesQuery = Static<typeof CitiesQuerySchema>;

export const CityParamsSchema = Type.Object({ cityId: IdSchema });
export type CityParams = Static<typeof CityParamsSchema>;

/** Bounds that no real filter reaches, so a hostile payload costs the database nothing. */
const FILTER_LIST = { maxItems: 20 };
const FILTER_TEXT = { maxLength: 40 };
const FILTER_NUMBER = { minimum: 0, maximum: 1e12 };

/** A count of bathrooms or parking spaces: 3, '3', '3+' (at least 3), 'None' (0) or 'Any' (no filter). */
const FILTER_COUNT_PATTERN = '^(?:[Aa]ny|[Nn]one|[0-9]{1,2}\\+?)$';
const FilterCount = (description: string) =>
  Type.Optional(
    Type.Union([Type.Integer({ minimum: 0, maximum: 99 }), Type.String({ pattern: FILTER_COUNT_PATTERN })], {
      description,
    }),
  );
const ExactFlag = (what: string) =>
  Type.Optional(
    Type.Boolean({
      description: `true: exactly the ${what} asked for; otherwise at least that many ('N+' is always at least N)`,
    }),
  );
const FilterRange = (description: string) => Type.Optional(Type.Number({ ...FILTER_NUMBER, description }));

/**
 * The filter payload the listing accepts (spec §3), URL-encoded as JSON in the `filters` query
 * parameter. Each known key is checked; unknown keys are ignored, so an older server accepts a newer
 * client's payload. Every key narrows the listing; 'Any' or an absent key does not.
 */
export const UnitFiltersSchema = Type.Object({
  bhk: Type.Optional(
    Type.Union(
      [
        Type.Integer(FILTER_NUMBER),
        Type.String(FILTER_TEXT),
        Type.Array(Type.Union([Type.Integer(FILTER_NUMBER), Type.String(FILTER_TEXT)]), FILTER_LIST),
      ],
      {
        description:
          "Bedrooms: 4, '4', '6+' (at least 6), 'Any', or a list of these. Exact unless exactBhk is false",
      },
    ),
  ),
  exactBhk: Type.Optional(
    Type.Boolean({
      description:
        'false: at least the smallest bhk asked for; otherwise (the default) exactly those asked for',
    }),
  ),
  bathrooms: FilterCount("Bathrooms: 1 to 8, 'N+' (at least N), 'None' (0) or 'Any'"),
  exactBathrooms: ExactFlag('bathrooms'),
  parking: FilterCount("Parking spaces: 1 to 8, 'N+' (at least N), 'None' (0) or 'Any'"),
  exactParking: ExactFlag('parking spaces'),
  types: Type.Optional(
    Type.Array(Type.String(FILTER_TEXT), {
      ...FILTER_LIST,
      description:
        'Unit types (Duplex, Triplex, Penthouse) and kinds (Villa, Villament, Rowhouse): a villa is one of the types asked for and one of the kinds asked for',
    }),
  ),
  minBuiltupArea: FilterRange('Smallest built-up area, sq.ft'),
  maxBuiltupArea: FilterRange('Largest built-up area, sq.ft'),
  minPlotArea: FilterRange('Smallest plot area, sq.ft'),
  maxPlotArea: FilterRange('Largest plot area, sq.ft'),
  minPrice: FilterRange('Lowest price, rupees'),
  maxPrice: FilterRange('Highest price, rupees'),
  directions: Type.Optional(
    Type.Array(Type.String(FILTER_TEXT), {
      ...FILTER_LIST,
      description:
        'Facings, any of: North, East, South, West, North-East, ...; North also matches North-East and North-West',
    }),
  ),
  withs: Type.Optional(
    Type.Array(Type.String(FILTER_TEXT), {
      maxItems: 50,
      description: `Features and amenities a villa must all have, in any case: ${WITH_LABELS.join(', ')}`,
    }),
  ),
});
export type UnitFilters = Static<typeof UnitFiltersSchema>;
