import Type, { type Static } from 'typebox';
import { COUNTRY_CODE_PATTERN, PHONE_NUMBER_PATTERN } from '../contract/field-rules.ts';
import { EmailSchema, Envelope, IdSchema, PersonNameSchema } from './common.ts';

/** Marketing fields read from the page's query string and stored with an enquiry. */
export const TRACKING_FIELDS = [
  'primary_source',
  'secondary_source',
  'tertiary_source',
  'adid',
  'lead_id',
  'ad_name',
  'adset_id',
  'adset_name',
  'campaign_id',
  'campaign_name',
  'form_id',
  'form_name',
  'platform',
  'placement',
  'medium',
  'gclid',
  'campaignid',
  'adgroupid',
  'keyword',
  'device',
  'devicemodel',
  'network',
  'extensionid',
  'creative',
  'adposition',
  'matchtype',
  'loc_interest_ms',
  'loc_physical_ms',
  'target',
  'adtype',
] as const;
export type TrackingField = (typeof TRACKING_FIELDS)[number];

const Tracking = Object.fromEntries(
  TRACKING_FIELDS.map((field) => [field, Type.Optional(Type.String({ maxLength: 500 }))]),
) as Record<TrackingField, ReturnType<typeof Type.Optional<ReturnType<typeof Type.String>>>>;

/** The longest `source_url` stored; longer ones are cut (by the client, and by the server). */
export const SOURCE_URL_MAX_LENGTH = 2000;

export const EnquiryPayloadSchema = Type.Object(
  {
    name: PersonNameSchema,
    email: EmailSchema,
    phone: Type.String({ pattern: PHONE_NUMBER_PATTERN }),
    country_code: Type.String({ pattern: COUNTRY_CODE_PATTERN }),
    title: Type.Optional(Type.String({ maxLength: 200 })),
    description: Type.Optional(Type.String({ maxLength: 2000 })),
    source_url: Type.Optional(Type.String({ maxLength: SOURCE_URL_MAX_LENGTH })),
    scheduled_time_of_visit: Type.Optional(Type.Union([Type.String({ format: 'date-time' }), Type.Null()])),
    expert_name: Type.Optional(Type.String({ maxLength: 100 })),
    expertName: Type.Optional(Type.String({ maxLength: 100 })),
    unit: Type.Optional(Type.Union([IdSchema, Type.Null()])),
    project: Type.Optional(Type.Union([IdSchema, Type.Null()])),
    is_project_curation: Type.Optional(Type.Boolean()),
    is_connect_with_expert: Type.Optional(Type.Boolean()),
    is_individual: Type.Optional(Type.Boolean()),
    partner: Type.Optional(
      Type.String({
        pattern: '^[a-z0-9][a-z0-9-]{0,39}$',
        description: "The embed's partner id (PARTNER_ORIGINS); only from that partner's own site",
      }),
    ),
    ...Tracking,
  },
  { additionalProperties: false },
);
export type EnquiryPayload = Static<typeof EnquiryPayloadSchema>;

export const EnquiryCreatedResponseSchema = Envelope(
  Type.Object({ _id: IdSchema, created_at: Type.String({ format: 'date-time' }) }),
);
export type EnquiryCreatedResponse = Static<typeof EnquiryCreatedResponseSchema>;
