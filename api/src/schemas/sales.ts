// The sales inbox (issue 27): one lead per buyer, its timeline, stages, bookings, the managers'
// calendar, the reports and the team's rules. The vocabularies are in src/contract/sales.ts.
import Type, { type Static } from 'typebox';
import {
  BOOKING_KINDS,
  ENQUIRY_KINDS,
  LEAD_EVENT_TYPES,
  LEAD_REPORTS,
  LEAD_STAGES,
  LEAD_TEMPERATURES,
  LOST_REASONS,
} from '../contract/sales.ts';
import { OTP_PATTERN } from '../contract/field-rules.ts';
import { Envelope, IdSchema, PageQuerySchema, PaginationSchema } from './common.ts';

const DateTime = Type.String({ format: 'date-time' });
const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T) =>
  Type.Union([schema, Type.Null()]);

export const EnquiryKindSchema = Type.Enum(ENQUIRY_KINDS, {
  description: 'expert, unit, project, interest, scheduled_call, partner (embed), owner, developer',
});
export const LeadStageSchema = Type.Enum(LEAD_STAGES);
export const LeadTemperatureSchema = Type.Enum(LEAD_TEMPERATURES);
export const LostReasonSchema = Type.Enum(LOST_REASONS);
export const BookingKindSchema = Type.Enum(BOOKING_KINDS);
export const LeadReportSchema = Type.Enum(LEAD_REPORTS);

/** A relationship manager: a sales-team member linked to a studio account. */
export const SalesManagerSchema = Type.Object({
  _id: IdSchema,
  name: Type.String(),
  image: Nullable(Type.String({ description: "The member's photo URL" })),
});
export type SalesManager = Static<typeof SalesManagerSchema>;

/** One row of the inbox. Name and phone are null once the buyer's data is erased. */
export const LeadSummarySchema = Type.Object({
  _id: IdSchema,
  name: Nullable(Type.String()),
  phone: Nullable(Type.String({ description: 'E.164: +919876543210' })),
  city: Nullable(Type.Object({ _id: IdSchema, name: Type.String() })),
  manager: Nullable(SalesManagerSchema),
  stage: LeadStageSchema,
  temperature: Nullable(LeadTemperatureSchema),
  lost_reason: Nullable(LostReasonSchema),
  kinds: Type.Array(EnquiryKindSchema, { description: 'The kinds of its enquiries, first seen first' }),
  enquiries: Type.Integer({ minimum: 0 }),
  verified: Type.Boolean({ description: 'A phone of this lead passed an OTP' }),
  created_at: DateTime,
  last_enquiry_at: DateTime,
  assigned_at: Nullable(DateTime),
  first_contact_at: Nullable(DateTime),
  minutes_to_first_contact: Nullable(
    Type.Number({ description: 'From assignment (else arrival) to the first stage change away from new' }),
  ),
  next_follow_up_at: Nullable(DateTime),
  escalated: Type.Boolean({ description: 'Still new after the escalation time: the admins were told' }),
  erased: Type.Boolean(),
});
export type LeadSummary = Static<typeof LeadSummarySchema>;

export const LeadInboxQuerySchema = Type.Object(
  {
    stage: Type.Optional(LeadStageSchema),
    manager: Type.Optional(
      Type.Union([Type.Literal('me'), Type.Literal('none'), IdSchema], {
        description: "me: the signed-in member's leads; none: unassigned; or a member's id",
      }),
    ),
    escalated: Type.Optional(Type.Boolean()),
    q: Type.Optional(Type.String({ maxLength: 100, description: 'Part of a name or a phone number' })),
    page: Type.Optional(PageQuerySchema),
  },
  { additionalProperties: false },
);
export type LeadInboxQuery = Static<typeof LeadInboxQuerySchema>;

export const LeadInboxResponseSchema = Envelope(
  Type.Object({
    leads: Type.Array(LeadSummarySchema),
    pagination: PaginationSchema,
    version: Type.Integer({ description: "The inbox's version; also the ETag, for polling" }),
  }),
);
export type LeadInboxResponse = Static<typeof LeadInboxResponseSchema>;

/** One enquiry in a timeline, with what it was about and where it came from. */
export const LeadEnquirySchema = Type.Object({
  _id: IdSchema,
  kind: EnquiryKindSchema,
  page: Nullable(Type.String({ description: 'The page it was sent from' })),
  title: Nullable(Type.String()),
  message: Nullable(Type.String()),
  unit: Nullable(Type.Object({ _id: IdSchema, name: Type.String(), slug: Type.String() })),
  project: Nullable(Type.Object({ _id: IdSchema, name: Type.String(), slug: Type.String() })),
  partner: Nullable(Type.String()),
  tracking: Type.Record(Type.String(), Type.String(), { description: 'The marketing fields that were set' }),
  scheduled_call: Nullable(DateTime),
  verified: Type.Boolean({ description: 'Sent with a session of its phone (the buyer passed an OTP)' }),
  terms_version: Nullable(Type.String()),
  consented_at: Nullable(DateTime),
});
export type LeadEnquiry = Static<typeof LeadEnquirySchema>;

/** One timeline entry: who did what, when. */
export const LeadEventSchema = Type.Object({
  _id: Type.Integer(),
  at: DateTime,
  type: Type.Enum(LEAD_EVENT_TYPES),
  actor: Type.String({ description: "The person's name, or 'system'" }),
  enquiry: Nullable(LeadEnquirySchema),
  from_stage: Type.Optional(LeadStageSchema),
  to_stage: Type.Optional(LeadStageSchema),
  temperature: Type.Optional(Nullable(LeadTemperatureSchema)),
  lost_reason: Type.Optional(Nullable(LostReasonSchema)),
  note: Type.Optional(Type.String()),
  follow_up_at: Type.Optional(Nullable(DateTime)),
  manager: Type.Optional(Nullable(SalesManagerSchema)),
  booking: Type.Optional(
    Type.Object({
      kind: BookingKindSchema,
      starts_at: DateTime,
      ends_at: DateTime,
      cancelled: Type.Boolean(),
    }),
  ),
});
export type LeadEvent = Static<typeof LeadEventSchema>;

export const LeadBookingSchema = Type.Object({
  _id: IdSchema,
  kind: BookingKindSchema,
  starts_at: DateTime,
  ends_at: DateTime,
  manager: Nullable(SalesManagerSchema),
  from_enquiry: Type.Boolean({ description: 'The call slot the buyer booked with an enquiry' }),
});
export type LeadBooking = Static<typeof LeadBookingSchema>;

export const LeadDetailSchema = Type.Intersect([
  LeadSummarySchema,
  Type.Object({
    email: Nullable(Type.String()),
    erased_at: Type.Optional(Nullable(DateTime)),
    erasure_ref: Type.Optional(
      Nullable(Type.String({ description: "An erased lead's receipt reference: ER-20261127-7F3K2Q" })),
    ),
    events: Type.Array(LeadEventSchema, { description: 'Oldest first' }),
    bookings: Type.Array(LeadBookingSchema, { description: 'Not cancelled, soonest first' }),
  }),
]);
export type LeadDetail = Static<typeof LeadDetailSchema>;
export const LeadDetailResponseSchema = Envelope(LeadDetailSchema);
export type LeadDetailResponse = Static<typeof LeadDetailResponseSchema>;

export const LeadStageChangeSchema = Type.Object(
  {
    stage: LeadStageSchema,
    temperature: Type.Optional(LeadTemperatureSchema),
    lost_reason: Type.Optional(LostReasonSchema),
  },
  { additionalProperties: false },
);
export type LeadStageChange = Static<typeof LeadStageChangeSchema>;

export const LEAD_NOTE_MAX = 2000;
export const LeadNoteSchema = Type.Object(
  { text: Type.String({ minLength: 1, maxLength: LEAD_NOTE_MAX }) },
  { additionalProperties: false },
);
export type LeadNote = Static<typeof LeadNoteSchema>;

export const LeadFollowUpSchema = Type.Object(
  { next_follow_up_at: Nullable(DateTime) },
  { additionalProperties: false },
);
export type LeadFollowUp = Static<typeof LeadFollowUpSchema>;

export const LeadBookingPayloadSchema = Type.Object(
  { kind: BookingKindSchema, starts_at: DateTime, ends_at: DateTime },
  { additionalProperties: false },
);
export type LeadBookingPayload = Static<typeof LeadBookingPayloadSchema>;

export const LeadReassignSchema = Type.Object({ manager_id: IdSchema }, { additionalProperties: false });
export type LeadReassign = Static<typeof LeadReassignSchema>;

/** One entry of a manager's calendar. */
export const CalendarEntrySchema = Type.Object({
  _id: IdSchema,
  kind: BookingKindSchema,
  starts_at: DateTime,
  ends_at: DateTime,
  lead: Type.Object({ _id: IdSchema, name: Nullable(Type.String()) }),
  manager: Nullable(SalesManagerSchema),
  from_enquiry: Type.Boolean(),
  clash: Type.Boolean({ description: "Overlaps another of the same manager's bookings" }),
});
export type CalendarEntry = Static<typeof CalendarEntrySchema>;

export const CalendarQuerySchema = Type.Object(
  {
    from: Type.Optional(
      Type.String({ format: 'date', description: 'The first day, India time; today by default' }),
    ),
    days: Type.Optional(Type.Integer({ minimum: 1, maximum: 31, default: 7 })),
    manager: Type.Optional(
      Type.Union([Type.Literal('me'), Type.Literal('all'), IdSchema], { default: 'me' }),
    ),
  },
  { additionalProperties: false },
);
export type CalendarQuery = Static<typeof CalendarQuerySchema>;

export const CalendarResponseSchema = Envelope(
  Type.Object({
    days: Type.Array(
      Type.Object({ day: Type.String({ format: 'date' }), entries: Type.Array(CalendarEntrySchema) }),
    ),
  }),
);
export type CalendarResponse = Static<typeof CalendarResponseSchema>;

/** A report as a table: the same rows make its CSV. */
export const LeadReportQuerySchema = Type.Object(
  {
    from: Type.Optional(Type.String({ format: 'date', description: 'India time, inclusive' })),
    to: Type.Optional(Type.String({ format: 'date', description: 'India time, inclusive' })),
    format: Type.Optional(Type.Union([Type.Literal('json'), Type.Literal('csv')], { default: 'json' })),
  },
  { additionalProperties: false },
);
export type LeadReportQuery = Static<typeof LeadReportQuerySchema>;

export const LeadReportTableSchema = Type.Object({
  report: LeadReportSchema,
  title: Type.String(),
  columns: Type.Array(Type.String()),
  rows: Type.Array(Type.Array(Type.Union([Type.String(), Type.Number(), Type.Null()]))),
});
export type LeadReportTable = Static<typeof LeadReportTableSchema>;
export const LeadReportResponseSchema = Envelope(LeadReportTableSchema);

/** A relationship manager as the team manages them: cities, away, open leads. */
export const RelationshipManagerRowSchema = Type.Intersect([
  SalesManagerSchema,
  Type.Object({
    staff: Nullable(Type.Object({ _id: IdSchema, name: Type.String(), role: Type.String() })),
    cities: Type.Array(Type.Object({ _id: IdSchema, name: Type.String() })),
    away: Type.Boolean(),
    open_leads: Type.Integer({ minimum: 0 }),
  }),
]);
export type RelationshipManagerRow = Static<typeof RelationshipManagerRowSchema>;
export const RelationshipManagersResponseSchema = Envelope(Type.Array(RelationshipManagerRowSchema));

export const SalesAwaySchema = Type.Object({ away: Type.Boolean() }, { additionalProperties: false });

/** The team's rules: escalation after so many office minutes; office hours in India time. */
export const SalesSettingsSchema = Type.Object(
  {
    escalation_minutes: Type.Integer({ minimum: 1, maximum: 1440 }),
    office_opens: Type.String({
      pattern: '^([01][0-9]|2[0-3]):[0-5][0-9]$',
      description: 'HH:MM, India time',
    }),
    office_closes: Type.String({
      pattern: '^([01][0-9]|2[0-3]):[0-5][0-9]$',
      description: 'HH:MM, India time; before office_opens when the hours cross midnight',
    }),
  },
  { additionalProperties: false },
);
export type SalesSettings = Static<typeof SalesSettingsSchema>;
export const SalesSettingsResponseSchema = Envelope(SalesSettingsSchema);

// The buyer's side ----------------------------------------------------------------------------------

/** GET /client/relationship-manager: the person who calls the buyer, once a lead is assigned. */
export const RelationshipManagerResponseSchema = Envelope(
  Nullable(
    Type.Object({
      name: Type.String(),
      designation: Type.String(),
      image: Nullable(Type.String()),
      languages: Type.Array(Type.String()),
    }),
  ),
);
export type RelationshipManagerResponse = Static<typeof RelationshipManagerResponseSchema>;

/** POST /client/erasure: the code sent to the buyer's own phone (POST /client/erasure/code). */
export const ErasurePayloadSchema = Type.Object(
  { otp: Type.String({ pattern: OTP_PATTERN, description: 'The 6-digit code' }) },
  { additionalProperties: false },
);
export type ErasurePayload = Static<typeof ErasurePayloadSchema>;

export const ErasureReceiptSchema = Envelope(
  Type.Object({
    reference: Type.String({ description: 'Quote it to the team: ER-20261127-7F3K2Q' }),
    erased_at: DateTime,
    erased: Type.Array(Type.String(), { description: 'What was erased, in plain words' }),
  }),
);
export type ErasureReceipt = Static<typeof ErasureReceiptSchema>;
