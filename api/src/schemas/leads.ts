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
  verified: Type.Union([Type.Literal('yes'), Type.Literal('no')], {
    description: 'yes when a user with this phone has logged in by OTP',
  }),
});
export type Lead = Static<typeof LeadSchema>;

export const LeadsQuerySchema = Type.Object({
  since: Type.Optional(Type.String({ format: 'date-time', description: 'Only enquiries from then on' })),
});
export type LeadsQuery = Static<typeof LeadsQuerySchema>;

export const LeadsResponseSchema = Envelope(Type.Array(LeadSchema));
