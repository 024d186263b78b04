import Type, { type Static } from 'typebox';
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
      gallery: Type.Array(ImageSchema),
    }),
  ),
});
export type UnitSummary = Static<typeof UnitSummarySchema>;

export const UnitSchema = Type.Intersect([
  UnitSummarySchema,
  Type.Object({
    description: Type.String(),
    plot_rate: Type.Number(),
    construction_rate: Type.Number(),
    bathrooms: Type.Integer(),
    parking: Type.Integer(),
    furnishing: Type.String(),
    possession_status: Type.String(),
    floor_plans: Type.Array(ImageSchema),
    master_plan: Type.Array(ImageSchema),
    charges: Type.Array(ChargeSchema),
    amenities: Type.Array(Type.String()),
    specifications: Type.Array(SpecificationSchema),
    cordinates: CoordinatesSchema,
  }),
]);
export type Unit = Static<typeof UnitSchema>;

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
  message: ListingMessageSchema,
  currentPage: Type.Integer(),
  totalPages: Type.Integer(),
});
export type ListingResponse = Static<typeof ListingResponseSchema>;

export const UnitResponseSchema = Envelope(UnitSchema);
export type UnitResponse = Static<typeof UnitResponseSchema>;
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

/**
 * The filter payload the listing accepts (spec §3), URL-encoded as JSON in the `filters` query
 * parameter. Each known key is checked; unknown keys are ignored, so an older server accepts a newer
 * client's payload. `withs` (features) is accepted but does not narrow the results yet.
 */
export const UnitFiltersSchema = Type.Object({
  bhk: Type.Optional(
    Type.Union([
      Type.Integer(FILTER_NUMBER),
      Type.String(FILTER_TEXT),
      Type.Array(Type.Union([Type.Integer(FILTER_NUMBER), Type.String(FILTER_TEXT)]), FILTER_LIST),
    ]),
  ),
  types: Type.Optional(
    Type.Array(Type.String(FILTER_TEXT), {
      ...FILTER_LIST,
      description: 'Unit types (Duplex, Triplex, Penthouse) or kinds (Villa, Villament, Rowhouse)',
    }),
  ),
  minBuiltupArea: Type.Optional(Type.Number(FILTER_NUMBER)),
  maxBuiltupArea: Type.Optional(Type.Number(FILTER_NUMBER)),
  minPrice: Type.Optional(Type.Number(FILTER_NUMBER)),
  maxPrice: Type.Optional(Type.Number(FILTER_NUMBER)),
  directions: Type.Optional(
    Type.Array(Type.String(FILTER_TEXT), {
      ...FILTER_LIST,
      description: 'North, East, South, West; North also matches North-East and North-West',
    }),
  ),
  withs: Type.Optional(Type.Array(Type.String(FILTER_TEXT), { maxItems: 50 })),
});
export type UnitFilters = Static<typeof UnitFiltersSchema>;
