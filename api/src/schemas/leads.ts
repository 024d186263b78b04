import Type, { type Static } from 'typebox';
import { Envelope } from './common.ts';

/** One enquiry as the sales team reads it (`npm run leads`). */
export const LeadSchema = Type.Object({
  time: Type.String({ description: 'When it came in, in India time: 2026-11-24 10:47:35 IST' }),
  name: Type.String(),
  phone: Type.String({ description: 'E.164: +919876543210' }),
  email: Type.String(),
  title: Type.String(),
  unit: Type.String({ description: "The unit's name, or ''" }),
  project: Type.String({ description: "The project's name, or ''" }),
  source_url: Type.String(),
  tracking: Type.String({
    description: 'The marketing fields that were set: gclid=abc; campaign_name=diwali',
  }),
  scheduled_call: Type.String({ description: "The call the buyer booked, in India time, or ''" }),
  partner: Type.String({ description: "The partner it is credited to (its id in PARTNER_ORIGINS), or ''" }),
  partner_verified: Type.Union([Type.Literal('yes'), Type.Literal('no'), Type.Literal('')], {
    description:
      'yes when the enquiry came with a session of its phone (the buyer logged in by OTP): only then is ' +
      "the partner's credit proved; no for a partner named with an unproved phone; '' with no partner",
  }),
  verified: Type.Union([Type.Literal('yes'), Type.Literal('no')], {
    description: 'yes when a user with this phone has logged in by OTP',
  }),
  stage: Type.String({ description: "The buyer's lead's stage in the inbox (new, contacted, …), or ''" }),
  manager: Type.String({ description: "The relationship manager the lead is assigned to, or ''" }),
});
export type Lead = Static<typeof LeadSchema>;

export const LeadsQuerySchema = Type.Object({
  since: Type.Optional(Type.String({ format: 'date-time', description: 'Only enquiries from then on' })),
});
export type LeadsQuery = Static<typeof LeadsQuerySchema>;

export const LeadsResponseSchema = Envelope(Type.Array(LeadSchema));

/** The kinds of leads `npm run leads -- --kind` lists. */
export const LEAD_KINDS = ['enquiries', 'partners', 'individuals'] as const;
export type LeadKind = (typeof LEAD_KINDS)[number];

/** One developer (partner) form as the sales team reads it (`npm run leads -- --kind partners`). */
export const PartnerLeadSchema = Type.Object({
  time: Type.String({ description: 'When it came in, in India time' }),
  name: Type.String(),
  phone: Type.String({ description: 'E.164: +919876543210' }),
  email: Type.String(),
  developer: Type.String(),
  project: Type.String(),
  stage: Type.String(),
  rera_registered: Type.Union([Type.Literal('yes'), Type.Literal('no')]),
  rera_number: Type.String(),
  property_type: Type.String({ description: 'Villa; Rowhouse' }),
  configuration: Type.String({ description: '3 BHK; 4 BHK' }),
  remarks: Type.String(),
  city: Type.String(),
  location: Type.String(),
});
export type PartnerLead = Static<typeof PartnerLeadSchema>;

/** One owner's villa listing as the sales team reads it (`npm run leads -- --kind individuals`). */
export const IndividualLeadSchema = Type.Object({
  time: Type.String({ description: 'When it came in, in India time' }),
  name: Type.String(),
  phone: Type.String({ description: 'E.164: +919876543210' }),
  email: Type.String(),
  villa_type: Type.String(),
  villa_number: Type.String(),
  bedroom: Type.String(),
  bathrooms: Type.String(),
  balconies: Type.String(),
  builtup_area: Type.String({ description: 'Square feet' }),
  villa_price: Type.String({ description: 'Rupees' }),
  main_door_facing: Type.String(),
  furnishing: Type.String(),
  property_stage: Type.String(),
  property_age_in_years: Type.String(),
  car_parking: Type.String(),
  available_from: Type.String({ description: 'YYYY-MM-DD' }),
  city: Type.String(),
  location: Type.String(),
  photos: Type.String({
    description: 'Absolute URLs of the display-size photos (PUBLIC_URL), apart by spaces, in order',
  }),
});
export type IndividualLead = Static<typeof IndividualLeadSchema>;

export const PartnerLeadsResponseSchema = Envelope(Type.Array(PartnerLeadSchema));
export const IndividualLeadsResponseSchema = Envelope(Type.Array(IndividualLeadSchema));
