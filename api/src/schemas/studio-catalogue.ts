// The studio's catalogue editor (issue 26): a project or a villa as the team creates and edits it,
// field by field, with its photos; and the owners' listings as a review queue. The option lists and
// bounds come from the contract (catalogue-options.ts, listing-form-options.ts), as the forms take them.
import Type, { type Static, type TSchema } from 'typebox';
import {
  CATALOGUE_LIMITS as L,
  LATITUDE_RANGE,
  LONGITUDE_RANGE,
  PHOTO_KINDS,
  PREMIUM_TAGS,
  PROJECT_AMENITIES,
  VIRTUAL_TOUR_URL_PATTERN,
} from '../contract/catalogue-options.ts';
import { RERA_NUMBER_PATTERN } from '../contract/field-rules.ts';
import {
  FACINGS,
  FURNISHINGS,
  PROPERTY_KINDS,
  PROPERTY_STAGES,
  VILLA_TYPES,
} from '../contract/listing-form-options.ts';
import { Envelope, IdSchema, ImageSchema } from './common.ts';
import { ChargeSchema, SpecificationSchema } from './catalogue.ts';
import { ListingStatusSchema } from './studio.ts';

/** Text a person on the team writes: any script, 1 to `maxLength` characters, not only spaces. */
export const Text = (maxLength: number, description?: string) =>
  Type.String({ minLength: 1, maxLength, pattern: '\\S', ...(description && { description }) });
export const IdOf = (description: string) => Type.String({ pattern: '^[0-9a-f]{24}$', description });
const Whole = (minimum: number, maximum: number, description?: string) =>
  Type.Integer({ minimum, maximum, ...(description && { description }) });
const Nullable = <T extends TSchema>(schema: T, description: string) =>
  Type.Union([schema, Type.Null()], { description });
const List = <T extends TSchema>(item: T, maxItems: number, description: string) =>
  Type.Array(item, { maxItems, uniqueItems: true, description });

const NewSlug = Type.String({
  minLength: 1,
  maxLength: 200,
  pattern: '^[a-z0-9]+(?:-[a-z0-9]+)*$',
  description: 'A new address: the old one answers 301 from then on. The name alone never changes it.',
});
const RERA = Nullable(
  Type.String({ pattern: RERA_NUMBER_PATTERN }),
  'The RERA number; null while there is none',
);

/** One photo, in the order the detail page shows it: an upload (POST /fileupload), tagged. */
export const PhotoInputSchema = Type.Object(
  {
    upload_id: IdSchema,
    kind: Type.Enum(PHOTO_KINDS, {
      description: 'exterior and interior: the gallery; plan: the floor plans',
    }),
    alt: Text(L.altMax, 'What the photo shows, for those who cannot see it'),
  },
  { additionalProperties: false },
);
export type PhotoInput = Static<typeof PhotoInputSchema>;

export const MasterPlanInputSchema = Type.Object(
  { upload_id: IdSchema, alt: Text(L.altMax) },
  { additionalProperties: false },
);
export type MasterPlanInput = Static<typeof MasterPlanInputSchema>;

const Photos = Type.Array(PhotoInputSchema, {
  maxItems: L.photosMax,
  description:
    'Every photo, in order: replaces the ones before. The buyer pages show the cover first, then the other ' +
    'exterior and interior photos in this order; plans are the floor plans.',
});
const Cover = Type.Union([IdSchema, Type.Null()], {
  description:
    'The upload id of the cover: an exterior or interior photo of the list (first in the gallery; a ' +
    "project's banners). Left out: kept if it is still a photo, else the first exterior or interior photo.",
});

const ProjectFields = {
  name: Text(L.nameMax),
  builder: Text(L.nameMax),
  property_kind: Type.Enum(PROPERTY_KINDS),
  city_id: IdOf('A city of GET /cities'),
  location_id: IdOf('A location of that city (GET /cities/{id}/locations)'),
  description: Type.String({ maxLength: L.descriptionMax }),
  possession_status: Type.Enum(PROPERTY_STAGES),
  rera: RERA,
  amenities: List(
    Type.Enum(PROJECT_AMENITIES),
    PROJECT_AMENITIES.length,
    'Some give its villas filter features',
  ),
  specifications: Type.Array(
    Type.Object(
      { title: Text(L.textMax), description: Text(L.specificationMax) },
      { additionalProperties: false },
    ),
    { maxItems: L.listMax },
  ),
  highlights: List(Text(L.textMax), L.listMax, 'Short lines the page lists'),
  total_units: Whole(0, L.totalUnitsMax, 'Villas in the whole project, as the builder counts them'),
  land_area_acres: Type.Number({ minimum: 0, maximum: L.landAcresMax }),
  virtual_tour_url: Nullable(
    Type.String({ maxLength: L.urlMax, pattern: VIRTUAL_TOUR_URL_PATTERN }),
    'An https address; null for none',
  ),
  lat: Type.Number({ ...LATITUDE_RANGE, description: "The map pin's latitude" }),
  lng: Type.Number({ ...LONGITUDE_RANGE, description: "The map pin's longitude" }),
  photos: Photos,
  cover: Cover,
  master_plan: Type.Array(MasterPlanInputSchema, {
    maxItems: L.masterPlanMax,
    description: 'The master plan, page by page (uploads): replaces the pages before',
  }),
};

const P = ProjectFields;
export const ProjectCreateSchema = Type.Object(
  {
    name: P.name,
    builder: P.builder,
    property_kind: P.property_kind,
    city_id: P.city_id,
    location_id: P.location_id,
    description: Type.Optional(P.description),
    possession_status: Type.Optional(P.possession_status),
    rera: Type.Optional(P.rera),
    amenities: Type.Optional(P.amenities),
    specifications: Type.Optional(P.specifications),
    highlights: Type.Optional(P.highlights),
    total_units: Type.Optional(P.total_units),
    land_area_acres: Type.Optional(P.land_area_acres),
    virtual_tour_url: Type.Optional(P.virtual_tour_url),
    lat: Type.Optional(P.lat),
    lng: Type.Optional(P.lng),
    photos: Type.Optional(P.photos),
    cover: Type.Optional(P.cover),
    master_plan: Type.Optional(P.master_plan),
  },
  {
    additionalProperties: false,
    description:
      'A new draft project. Left out: no description, Under Construction, no RERA number, no lists, 0 units ' +
      'and acres, no tour, and the map pin on its location.',
  },
);
export type ProjectCreate = Static<typeof ProjectCreateSchema>;

export const ProjectPatchSchema = Type.Partial(
  Type.Object({
    ...ProjectFields,
    slug: NewSlug,
  }),
  { additionalProperties: false, minProperties: 1 },
);
export type ProjectPatch = Static<typeof ProjectPatchSchema>;

const UnitFields = {
  name: Text(L.nameMax),
  description: Type.String({ maxLength: L.descriptionMax }),
  price: Whole(L.priceMin, L.priceMax, 'Rupees'),
  builtup_area: Whole(L.builtupAreaMin, L.builtupAreaMax, 'sq.ft'),
  plot_area: Whole(0, L.plotAreaMax, 'sq.ft; 0 for none of its own (a villament)'),
  plot_rate: Whole(0, L.rateMax, 'Rupees a sq.ft of plot'),
  construction_rate: Whole(0, L.rateMax, 'Rupees a sq.ft built'),
  charges: Type.Array(
    Type.Object(
      { name: Text(L.textMax), amount: Whole(0, L.chargeMax, 'Rupees') },
      { additionalProperties: false },
    ),
    { maxItems: L.chargesMax, description: 'Charges on top of the price' },
  ),
  unit_type: Type.Enum(VILLA_TYPES),
  room: Whole(L.bedroomsMin, L.bedroomsMax, 'Bedrooms'),
  bathrooms: Whole(0, L.countMax),
  parking: Whole(0, L.countMax, 'Car parking spaces'),
  facing: Type.Enum(FACINGS),
  furnishing: Type.Enum(FURNISHINGS),
  possession_status: Type.Enum(PROPERTY_STAGES),
  rera: RERA,
  unit_premium_tag: List(Type.Enum(PREMIUM_TAGS), PREMIUM_TAGS.length, 'Premium tags'),
  photos: Photos,
  cover: Cover,
};

const U = UnitFields;
export const UnitCreateSchema = Type.Object(
  {
    name: U.name,
    price: U.price,
    builtup_area: U.builtup_area,
    plot_area: U.plot_area,
    unit_type: U.unit_type,
    room: U.room,
    bathrooms: U.bathrooms,
    parking: U.parking,
    facing: U.facing,
    furnishing: U.furnishing,
    description: Type.Optional(U.description),
    plot_rate: Type.Optional(U.plot_rate),
    construction_rate: Type.Optional(U.construction_rate),
    charges: Type.Optional(U.charges),
    possession_status: Type.Optional(U.possession_status),
    rera: Type.Optional(U.rera),
    unit_premium_tag: Type.Optional(U.unit_premium_tag),
    photos: Type.Optional(U.photos),
    cover: Type.Optional(U.cover),
  },
  {
    additionalProperties: false,
    description:
      "A new draft villa. Left out: no description, rates 0, no charges or tags, and the project's possession and RERA number.",
  },
);
export type UnitCreate = Static<typeof UnitCreateSchema>;

export const UnitPatchSchema = Type.Partial(
  Type.Object({
    ...UnitFields,
    slug: NewSlug,
  }),
  { additionalProperties: false, minProperties: 1 },
);
export type UnitPatch = Static<typeof UnitPatchSchema>;

/** A photo as stored: its upload, tag, alt text, and where the buyer pages load it. */
export const StudioPhotoSchema = Type.Object({
  upload_id: IdSchema,
  kind: Type.Enum(PHOTO_KINDS),
  alt: Type.String(),
  url: Type.String(),
  card_url: Type.String(),
});
export type StudioPhoto = Static<typeof StudioPhotoSchema>;

export const RefSchema = Type.Object({ _id: IdSchema, name: Type.String() });

/** What the buyer pages show now: the seed's pictures until the studio sets the photos. */
const ShownImages = {
  gallery: Type.Array(ImageSchema),
  floor_plans: Type.Array(ImageSchema),
  master_plan: Type.Array(ImageSchema),
};

export const StudioProjectRecordSchema = Type.Object({
  _id: IdSchema,
  slug: Type.String(),
  status: ListingStatusSchema,
  name: Type.String(),
  builder: Type.String(),
  property_kind: Type.Enum(PROPERTY_KINDS),
  city: RefSchema,
  location: RefSchema,
  description: Type.String(),
  possession_status: Type.String(),
  rera: Type.Union([Type.String(), Type.Null()]),
  amenities: Type.Array(Type.String()),
  specifications: Type.Array(SpecificationSchema),
  highlights: Type.Array(Type.String()),
  total_units: Type.Integer(),
  land_area_acres: Type.Number(),
  virtual_tour_url: Type.Union([Type.String(), Type.Null()]),
  lat: Type.Number(),
  lng: Type.Number(),
  photos: Type.Array(StudioPhotoSchema, { description: 'The photos set in the studio, in order' }),
  cover: Type.Union([IdSchema, Type.Null()]),
  master_plan_photos: Type.Array(StudioPhotoSchema),
  shown: Type.Object(
    { ...ShownImages, desktop_banner: ImageSchema },
    { description: 'What the buyer pages show (read only)' },
  ),
  derived: Type.Object(
    {
      starting_price: Type.Integer(),
      min_area: Type.Integer(),
      max_area: Type.Integer(),
      bhk_types: Type.String(),
      room: Type.Integer(),
    },
    { description: 'From its published villas (while none is, from the others): kept in step' },
  ),
  created_at: Type.String({ format: 'date-time' }),
});
export type StudioProjectRecord = Static<typeof StudioProjectRecordSchema>;

export const StudioUnitRecordSchema = Type.Object({
  _id: IdSchema,
  slug: Type.String(),
  status: ListingStatusSchema,
  project: Type.Object({
    _id: IdSchema,
    slug: Type.String(),
    name: Type.String(),
    status: ListingStatusSchema,
  }),
  city: RefSchema,
  location: RefSchema,
  name: Type.String(),
  description: Type.String(),
  price: Type.Integer(),
  builtup_area: Type.Integer(),
  plot_area: Type.Integer(),
  plot_rate: Type.Integer(),
  construction_rate: Type.Integer(),
  charges: Type.Array(ChargeSchema),
  unit_type: Type.String(),
  room: Type.Integer(),
  bathrooms: Type.Integer(),
  parking: Type.Integer(),
  facing: Type.String(),
  furnishing: Type.String(),
  possession_status: Type.String(),
  rera: Type.Union([Type.String(), Type.Null()]),
  unit_premium_tag: Type.Array(Type.String()),
  withs: Type.Array(Type.String(), { description: 'Its filter features, derived (read only)' }),
  photos: Type.Array(StudioPhotoSchema),
  cover: Type.Union([IdSchema, Type.Null()]),
  shown: Type.Object(ShownImages, { description: 'What the buyer pages show (read only)' }),
  created_at: Type.String({ format: 'date-time' }),
});
export type StudioUnitRecord = Static<typeof StudioUnitRecordSchema>;

export const StudioProjectRecordResponseSchema = Envelope(StudioProjectRecordSchema);
export const StudioUnitRecordResponseSchema = Envelope(StudioUnitRecordSchema);
