// The owners' listings (/list-your-villa) as the studio reviews them (issue 26): a queue, pending first,
// with the fields, photos, contact and age of each; approved into a draft villa or rejected with a
// reason the owner is sent by SMS.
import Type, { type Static } from 'typebox';
import { OWNER_REVIEW_STATUSES, REJECTION_REASON_MAX_LENGTH } from '../contract/catalogue-options.ts';
import { Envelope, IdSchema, PaginationSchema, PageQuerySchema } from './common.ts';
import { IdOf, RefSchema, StudioUnitRecordSchema, Text } from './studio-catalogue.ts';

export const OwnerReviewStatusSchema = Type.Enum(OWNER_REVIEW_STATUSES, {
  description: 'pending: waiting for the team; approved: a draft villa was made from it; rejected',
});

export const OwnerSubmissionSchema = Type.Object({
  _id: IdSchema,
  review_status: OwnerReviewStatusSchema,
  created_at: Type.String({ format: 'date-time' }),
  age_hours: Type.Integer({ description: 'Whole hours since it came' }),
  contact: Type.Object({ name: Type.String(), email: Type.String(), phone_number: Type.String() }),
  fields: Type.Object({
    villa_type: Type.String(),
    villa_number: Type.String(),
    bedroom: Type.String(),
    bathrooms: Type.String(),
    balconies: Type.String(),
    builtup_area: Type.Integer(),
    villa_price: Type.Number(),
    main_door_facing: Type.String(),
    furnishing: Type.String(),
    property_stage: Type.String(),
    property_age_in_years: Type.Union([Type.Integer(), Type.Null()]),
    car_parking: Type.String(),
    available_from: Type.String({ description: 'YYYY-MM-DD' }),
    city: RefSchema,
    location: RefSchema,
  }),
  photos: Type.Array(Type.Object({ upload_id: IdSchema, url: Type.String(), card_url: Type.String() })),
  review: Type.Union([
    Type.Object({
      at: Type.String({ format: 'date-time' }),
      by: Type.Union([Type.String(), Type.Null()], { description: 'Who, by name; null once they left' }),
      rejection_reason: Type.Union([Type.String(), Type.Null()]),
      unit: Type.Union([
        Type.Object({ _id: IdSchema, slug: Type.String(), name: Type.String() }),
        Type.Null(),
      ]),
    }),
    Type.Null(),
  ]),
});
export type OwnerSubmission = Static<typeof OwnerSubmissionSchema>;

export const OwnerSubmissionsQuerySchema = Type.Object(
  { status: Type.Optional(OwnerReviewStatusSchema), page: Type.Optional(PageQuerySchema) },
  { additionalProperties: false },
);
export type OwnerSubmissionsQuery = Static<typeof OwnerSubmissionsQuerySchema>;

export const OwnerSubmissionsResponseSchema = Envelope(
  Type.Object({ submissions: Type.Array(OwnerSubmissionSchema), pagination: PaginationSchema }),
);

export const ApproveOwnerBodySchema = Type.Object(
  { project_id: IdOf('The project the villa joins, in the owner’s city') },
  { additionalProperties: false },
);
export type ApproveOwnerBody = Static<typeof ApproveOwnerBodySchema>;

export const RejectOwnerBodySchema = Type.Object(
  { reason: Text(REJECTION_REASON_MAX_LENGTH, 'Why: the owner is sent it by SMS') },
  { additionalProperties: false },
);
export type RejectOwnerBody = Static<typeof RejectOwnerBodySchema>;

export const OwnerApprovedResponseSchema = Envelope(
  Type.Object({ submission: OwnerSubmissionSchema, unit: StudioUnitRecordSchema }),
);
export const OwnerRejectedResponseSchema = Envelope(
  Type.Object({
    submission: OwnerSubmissionSchema,
    owner_told: Type.Boolean({ description: 'Whether the SMS to the owner was accepted' }),
  }),
);
