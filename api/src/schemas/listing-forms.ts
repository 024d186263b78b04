// The developer (partner) form, the owner's villa listing form and the photo upload (spec 3, 5, 7).
// A field's `x-messages` gives the spec's own wording (spec 5) for a failed keyword; the error reads
// `<field>: <message>`, e.g. `email_id: Enter a valid email address`.
import Type, { type Static } from 'typebox';
import { Envelope, IdSchema } from './common.ts';
import {
  BALCONY_COUNTS,
  BATHROOM_COUNTS,
  BEDROOM_COUNTS,
  BHK_CONFIGURATIONS,
  FACINGS,
  FURNISHINGS,
  PARKING_COUNTS,
  PROJECT_STAGES,
  PROPERTY_KINDS,
  PROPERTY_STAGES,
  UPLOAD_MAX_FILES,
  VILLA_TYPES,
  YES_NO,
} from '../contract/listing-form-options.ts';
import {
  EMAIL_MAX_LENGTH,
  EMAIL_PATTERN,
  LISTING_MESSAGES,
  LISTING_NUMBER_RANGES,
  RERA_NUMBER_PATTERN,
  TEN_DIGIT_PHONE_PATTERN,
} from '../contract/field-rules.ts';

const ID_PATTERN = '^[0-9a-f]{24}$';
/** POST /fileupload's `id` (the client's submission id) and `type`. */
export const UPLOAD_SUBMISSION_ID_PATTERN = '^[A-Za-z0-9_-]{1,64}$';
export const UPLOAD_TYPE_PATTERN = '^[A-Za-z0-9_./-]{1,60}$';

/** The spec's message per failed validation keyword, read by lib/validation-message.ts. */
export type FieldMessages = Partial<Record<'required' | 'pattern' | 'minItems' | 'enum' | 'type', string>>;
const messages = (fieldMessages: FieldMessages) => ({ 'x-messages': fieldMessages });
const requiredAs = (label: string) => messages({ required: `${label} is required` });

const Choice = <const T extends readonly string[]>(values: T, label: string) =>
  Type.Enum(values, requiredAs(label));

const Text = (label: string, maxLength: number) =>
  Type.String({ minLength: 1, maxLength, ...requiredAs(label) });

/** Spec 5: 'Email is required' / 'Enter a valid email address'. */
const Email = Type.String({
  maxLength: EMAIL_MAX_LENGTH,
  pattern: EMAIL_PATTERN,
  ...messages({ required: LISTING_MESSAGES.emailRequired, pattern: LISTING_MESSAGES.email }),
});

/** Spec 5: exactly 10 digits, 'Phone number is required' / 'Enter a valid phone number'. */
const TenDigitPhone = Type.String({
  pattern: TEN_DIGIT_PHONE_PATTERN,
  ...messages({ required: LISTING_MESSAGES.phoneRequired, pattern: LISTING_MESSAGES.phone }),
});

const CityId = Type.String({
  pattern: ID_PATTERN,
  description: 'A city id from GET /locations/cities',
  ...messages({ required: LISTING_MESSAGES.selectCity, pattern: LISTING_MESSAGES.selectCity }),
});

const LocationId = Type.String({
  pattern: ID_PATTERN,
  description: 'A location id from GET /locations/city/{cityId}, of that city',
  ...messages({ required: LISTING_MESSAGES.selectLocation, pattern: LISTING_MESSAGES.selectLocation }),
});

export const PartnerPayloadSchema = Type.Object(
  {
    name: Text('Name', 100),
    email_id: Email,
    contact_number: TenDigitPhone,
    developer_name: Text('Developer name', 200),
    project_name: Text('Project name', 200),
    stage: Choice(PROJECT_STAGES, 'Stage'),
    is_project_rera_registered: Type.Union(
      [Type.Literal('yes'), Type.Literal('no'), Type.Literal(true), Type.Literal(false)],
      { description: `${YES_NO.join(' or ')} (or a boolean)`, ...requiredAs('RERA registration status') },
    ),
    rera_number: Type.Optional(
      Type.String({
        pattern: RERA_NUMBER_PATTERN,
        description: 'Required when is_project_rera_registered is yes; ignored otherwise',
        ...messages({ pattern: LISTING_MESSAGES.reraNumber }),
      }),
    ),
    property_type: Type.Array(Choice(PROPERTY_KINDS, 'Property type'), {
      minItems: 1,
      maxItems: PROPERTY_KINDS.length,
      uniqueItems: true,
      ...messages({ required: LISTING_MESSAGES.propertyType, minItems: LISTING_MESSAGES.propertyType }),
    }),
    configuration: Type.Array(Choice(BHK_CONFIGURATIONS, 'Configuration'), {
      minItems: 1,
      maxItems: BHK_CONFIGURATIONS.length,
      uniqueItems: true,
      ...messages({ required: LISTING_MESSAGES.configuration, minItems: LISTING_MESSAGES.configuration }),
    }),
    remarks: Text('Remarks', 2000),
    city: CityId,
    location: LocationId,
  },
  { additionalProperties: false },
);
export type PartnerPayload = Static<typeof PartnerPayloadSchema>;

/** India dates: the first day a villa can be moved into. */
const DateOnly = (label: string) =>
  Type.String({
    format: 'date',
    description: 'YYYY-MM-DD, today or later (India time)',
    ...requiredAs(label),
  });

const WholeNumber = (label: string, range: { min: number; max: number }, description: string) =>
  Type.Integer({ minimum: range.min, maximum: range.max, description, ...requiredAs(label) });

export const IndividualPayloadSchema = Type.Object(
  {
    name: Text('Name', 100),
    email: Email,
    phone_number: TenDigitPhone,
    villa_type: Choice(VILLA_TYPES, 'Villa type'),
    villa_number: Text('Villa number', 50),
    bedroom: Choice(BEDROOM_COUNTS, 'Bedroom'),
    bathrooms: Choice(BATHROOM_COUNTS, 'Bathrooms'),
    balconies: Choice(BALCONY_COUNTS, 'Balconies'),
    builtup_area: WholeNumber('Built-up area', LISTING_NUMBER_RANGES.builtup_area, 'Square feet'),
    villa_price: WholeNumber('Villa price', LISTING_NUMBER_RANGES.villa_price, 'Rupees'),
    main_door_facing: Choice(FACINGS, 'Main door facing'),
    furnishing: Choice(FURNISHINGS, 'Furnishing'),
    property_stage: Choice(PROPERTY_STAGES, 'Property stage'),
    property_age_in_years: Type.Optional(
      Type.Integer({
        minimum: LISTING_NUMBER_RANGES.property_age_in_years.min,
        maximum: LISTING_NUMBER_RANGES.property_age_in_years.max,
        description: "Required when property_stage is 'Ready To Move'; ignored otherwise",
      }),
    ),
    car_parking: Choice(PARKING_COUNTS, 'Car parking'),
    available_from: DateOnly('Available from'),
    city: CityId,
    location: Type.String({
      minLength: 1,
      maxLength: 200,
      description: "The location's name, as the picker shows it (must be that of location_id)",
      ...messages({ required: LISTING_MESSAGES.selectLocation }),
    }),
    location_id: LocationId,
    property_images: Type.Array(Type.String({ pattern: ID_PATTERN, description: 'An upload id' }), {
      minItems: 1,
      maxItems: UPLOAD_MAX_FILES,
      uniqueItems: true,
      description: 'The `_id`s POST /fileupload answered, in the order to show them',
      ...messages({ required: LISTING_MESSAGES.photosRequired, minItems: LISTING_MESSAGES.photosRequired }),
    }),
  },
  { additionalProperties: false },
);
export type IndividualPayload = Static<typeof IndividualPayloadSchema>;

export const ListingFormCreatedSchema = Type.Object({
  _id: IdSchema,
  created_at: Type.String({ format: 'date-time' }),
});
export const PartnerCreatedResponseSchema = Envelope(ListingFormCreatedSchema);
export type PartnerCreatedResponse = Static<typeof PartnerCreatedResponseSchema>;
export const IndividualCreatedResponseSchema = Envelope(ListingFormCreatedSchema);
export type IndividualCreatedResponse = Static<typeof IndividualCreatedResponseSchema>;

/** The two stored sizes of an uploaded image, both WebP without metadata. */
export const UPLOAD_VARIANTS = ['display', 'card'] as const;
export type UploadVariant = (typeof UPLOAD_VARIANTS)[number];

export const UploadedImageSchema = Type.Object({
  _id: IdSchema,
  url: Type.String({ description: 'The display-size WebP: /api/v1/uploads/{_id}/display' }),
  card_url: Type.String({ description: 'The card-size WebP: /api/v1/uploads/{_id}/card' }),
  content_type: Type.Literal('image/webp'),
  width: Type.Integer({ description: 'Of the display image' }),
  height: Type.Integer({ description: 'Of the display image' }),
  bytes: Type.Integer({ description: 'Of the display image' }),
  card_bytes: Type.Integer(),
  original_type: Type.Union(
    [Type.Literal('image/jpeg'), Type.Literal('image/png'), Type.Literal('image/webp')],
    {
      description: 'What the bytes sent were',
    },
  ),
  original_bytes: Type.Integer(),
});
export type UploadedImage = Static<typeof UploadedImageSchema>;

/** One item per file sent, in order; the client sends one file a request and reads `data[0]`. */
export const UploadResponseSchema = Envelope(Type.Array(UploadedImageSchema));
export type UploadResponse = Static<typeof UploadResponseSchema>;

/** POST /fileupload/submissions: the id the files of one form are sent with. */
export const UploadSubmissionResponseSchema = Envelope(
  Type.Object({ id: Type.String({ pattern: UPLOAD_SUBMISSION_ID_PATTERN }) }),
);
export type UploadSubmissionResponse = Static<typeof UploadSubmissionResponseSchema>;

/** POST /fileupload's multipart fields, for the documentation (the route reads the stream itself). */
export const UploadFormSchema = Type.Object({
  id: Type.String({
    pattern: UPLOAD_SUBMISSION_ID_PATTERN,
    description: `The upload id from POST /fileupload/submissions, one per form: at most ${UPLOAD_MAX_FILES} files per id`,
  }),
  type: Type.String({
    pattern: UPLOAD_TYPE_PATTERN,
    description: 'What the files are for, e.g. property_images',
  }),
  files: Type.Array(Type.String({ format: 'binary' }), {
    minItems: 1,
    maxItems: UPLOAD_MAX_FILES,
    description: 'JPEG, PNG or WebP, checked from the bytes; at most 1,048,576 bytes each',
  }),
});

/** GET /uploads/{id}/{variant}: the WebP's bytes. */
export const UploadImageSchema = Type.Unsafe<Buffer>({
  type: 'string',
  format: 'binary',
  description: 'A WebP image (image/webp)',
});

export const UploadParamsSchema = Type.Object({
  id: IdSchema,
  variant: Type.String({ maxLength: 20, description: UPLOAD_VARIANTS.join(' | ') }),
});
export type UploadParams = Static<typeof UploadParamsSchema>;
