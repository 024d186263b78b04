// The sales inbox's vocabulary (issue 27): one copy for the API, the studio, `npm run leads` and the
// database's CHECKs (migrations/0025_sales_inbox.sql). Runtime-free: this folder imports nothing.

/** Where a lead's enquiry came from: each form of the buyer site, a partner's embed, and submissions. */
export const ENQUIRY_KINDS = [
  'expert',
  'unit',
  'project',
  'interest',
  'scheduled_call',
  'partner',
  'owner',
  'developer',
] as const;
export type EnquiryKind = (typeof ENQUIRY_KINDS)[number];

export const ENQUIRY_KIND_LABELS: Record<EnquiryKind, string> = {
  expert: 'Expert',
  unit: 'Villa',
  project: 'Project',
  interest: 'Interest',
  scheduled_call: 'Scheduled call',
  partner: 'Partner site',
  owner: "Owner's listing",
  developer: "Developer's project",
};

/** The pipeline, in order. A lead leaves `new` on its first contact (speed to lead). */
export const LEAD_STAGES = [
  'new',
  'contacted',
  'qualified',
  'visit_scheduled',
  'visit_done',
  'booked',
  'lost',
] as const;
export type LeadStage = (typeof LEAD_STAGES)[number];

export const LEAD_STAGE_LABELS: Record<LeadStage, string> = {
  new: 'New',
  contacted: 'Contacted',
  qualified: 'Qualified',
  visit_scheduled: 'Site visit scheduled',
  visit_done: 'Visit done',
  booked: 'Booked',
  lost: 'Lost',
};

/** A qualified lead is hot or warm. */
export const LEAD_TEMPERATURES = ['hot', 'warm'] as const;
export type LeadTemperature = (typeof LEAD_TEMPERATURES)[number];

/** Why a lead was lost: one of these is required with the `lost` stage. */
export const LOST_REASONS = [
  'not_answering',
  'budget',
  'location',
  'bought_elsewhere',
  'not_interested',
  'duplicate',
  'other',
] as const;
export type LostReason = (typeof LOST_REASONS)[number];

export const LOST_REASON_LABELS: Record<LostReason, string> = {
  not_answering: 'Not answering',
  budget: 'Budget',
  location: 'Location',
  bought_elsewhere: 'Bought elsewhere',
  not_interested: 'Not interested',
  duplicate: 'Duplicate or test',
  other: 'Other',
};

/** What sits on a manager's calendar. */
export const BOOKING_KINDS = ['call', 'visit'] as const;
export type BookingKind = (typeof BOOKING_KINDS)[number];

/** A call the buyer books with an enquiry takes this long on the manager's calendar. */
export const BOOKED_CALL_MINUTES = 30;

/** What a timeline entry records. */
export const LEAD_EVENT_TYPES = [
  'enquiry',
  'assigned',
  'stage',
  'note',
  'follow_up',
  'booking',
  'escalated',
  'erased',
] as const;
export type LeadEventType = (typeof LEAD_EVENT_TYPES)[number];

/** The reports of the inbox, each also a CSV. */
export const LEAD_REPORTS = [
  'sources',
  'partners',
  'projects',
  'cities',
  'weeks',
  'conversion',
  'first_contact',
] as const;
export type LeadReport = (typeof LEAD_REPORTS)[number];

/** Each report's title: the studio's picker and the table's heading. */
export const LEAD_REPORT_TITLES: Record<LeadReport, string> = {
  sources: 'Enquiries by source',
  partners: "Partners' enquiries and their verified share",
  projects: 'Enquiries by project',
  cities: 'Leads by city',
  weeks: 'Enquiries and new leads by week',
  conversion: 'Conversion from stage to stage',
  first_contact: 'Time to first contact',
};

/**
 * The version of the terms a buyer agrees to by sending an enquiry (the forms say so beside their
 * button). Recorded with each enquiry, with the time; change it when /terms-and-conditions changes.
 */
export const TERMS_VERSION = '2026-11-01';

/** How often the studio's inbox asks whether anything changed (an ETag makes the answer 304 when not). */
export const INBOX_POLL_SECONDS = 5;
