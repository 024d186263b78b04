// The sales pages' stories and tests: the inbox, a buyer's record, the calendar, a report, the
// relationship managers and the sales settings, as the API (api/src/schemas/sales.ts) sends them.
import type {
  CalendarEntry,
  LeadDetail,
  LeadEvent,
  LeadReportTable,
  LeadSummary,
  RelationshipManagerRow,
  SalesManager,
  SalesSettings,
} from '@villa/shared/contracts/entities';

export const meera: SalesManager = { _id: '6742a1f00000000000f00001', name: 'Meera Iyer', image: null };
export const kabir: SalesManager = { _id: '6742a1f00000000000f00002', name: 'Kabir Shah', image: null };

const bengaluru = { _id: '6742a1f00000000000c00001', name: 'Bengaluru' };

/** A new lead, still waiting for its first call and escalated: 09:30 IST on 27 Nov. */
export const newLead: LeadSummary = {
  _id: '6742a1f00000000000a00001',
  name: 'Priya Sharma',
  phone: '+919812345678',
  city: bengaluru,
  manager: meera,
  stage: 'new',
  temperature: null,
  lost_reason: null,
  kinds: ['unit', 'scheduled_call'],
  enquiries: 2,
  verified: true,
  created_at: '2026-11-27T04:00:00.000Z',
  last_enquiry_at: '2026-11-27T04:10:00.000Z',
  assigned_at: '2026-11-27T04:00:00.000Z',
  first_contact_at: null,
  minutes_to_first_contact: null,
  next_follow_up_at: null,
  escalated: true,
  erased: false,
};

/** A qualified (hot) lead, first called 4 minutes after it arrived, with a follow-up at 11:00 IST. */
export const qualifiedLead: LeadSummary = {
  _id: '6742a1f00000000000a00002',
  name: 'Arun Menon',
  phone: '+919845098450',
  city: null,
  manager: kabir,
  stage: 'qualified',
  temperature: 'hot',
  lost_reason: null,
  kinds: ['expert'],
  enquiries: 1,
  verified: false,
  created_at: '2026-11-26T06:00:00.000Z',
  last_enquiry_at: '2026-11-26T06:00:00.000Z',
  assigned_at: '2026-11-26T06:00:00.000Z',
  first_contact_at: '2026-11-26T06:04:00.000Z',
  minutes_to_first_contact: 4,
  next_follow_up_at: '2026-11-28T05:30:00.000Z',
  escalated: false,
  erased: false,
};

/** A buyer who erased their data: no name, no phone. */
export const erasedLead: LeadSummary = {
  ...qualifiedLead,
  _id: '6742a1f00000000000a00003',
  name: null,
  phone: null,
  manager: null,
  stage: 'lost',
  temperature: null,
  lost_reason: 'not_interested',
  kinds: ['project'],
  verified: false,
  minutes_to_first_contact: 12,
  next_follow_up_at: null,
  erased: true,
};

/** A lead that arrives while the inbox is open. */
export const arrivingLead: LeadSummary = {
  ...newLead,
  _id: '6742a1f00000000000a00004',
  name: 'Neha Kapoor',
  phone: '+919900990099',
  kinds: ['partner'],
  enquiries: 1,
  escalated: false,
  verified: false,
};

export const inboxAnswer = (leads: LeadSummary[], version = 1, total = leads.length) => ({
  status: 'success',
  data: {
    leads,
    pagination: { page: 1, limit: 50, total, totalPages: Math.max(1, Math.ceil(total / 50)) },
    version,
  },
});

const event = (fields: Partial<LeadEvent> & Pick<LeadEvent, '_id' | 'at' | 'type'>): LeadEvent => ({
  actor: 'system',
  enquiry: null,
  ...fields,
});

export const leadEvents: LeadEvent[] = [
  event({
    _id: 1,
    at: '2026-11-27T04:00:00.000Z',
    type: 'enquiry',
    enquiry: {
      _id: '6742a1f00000000000b00001',
      kind: 'unit',
      page: 'https://villanest.example/unit/palm-villa-a3',
      title: 'Schedule a site visit',
      message: 'Is the villa east-facing?',
      unit: { _id: '6742a1f00000000000d00001', name: 'Palm Villa A3', slug: 'palm-villa-a3' },
      project: { _id: '6742a1f00000000000d00002', name: 'Palm Grove', slug: 'palm-grove' },
      partner: null,
      tracking: { primary_source: 'google', campaign_name: 'diwali' },
      scheduled_call: '2026-11-28T05:30:00.000Z',
      verified: true,
      terms_version: '2026-11-01',
      consented_at: '2026-11-27T04:00:00.000Z',
    },
  }),
  event({ _id: 2, at: '2026-11-27T04:00:01.000Z', type: 'assigned', manager: meera }),
  event({
    _id: 3,
    at: '2026-11-27T04:10:00.000Z',
    type: 'enquiry',
    enquiry: {
      _id: '6742a1f00000000000b00002',
      kind: 'partner',
      page: null,
      title: 'Enquiry from homes-portal',
      message: null,
      unit: null,
      project: null,
      partner: 'homes-portal',
      tracking: {},
      scheduled_call: null,
      verified: false,
      terms_version: '2026-11-01',
      consented_at: '2026-11-27T04:10:00.000Z',
    },
  }),
  event({ _id: 4, at: '2026-11-27T04:15:00.000Z', type: 'escalated' }),
  event({
    _id: 5,
    at: '2026-11-27T04:20:00.000Z',
    type: 'stage',
    actor: 'Meera Iyer',
    from_stage: 'new',
    to_stage: 'contacted',
  }),
  event({
    _id: 6,
    at: '2026-11-27T04:21:00.000Z',
    type: 'note',
    actor: 'Meera Iyer',
    note: 'Wants a corner villa.',
  }),
  event({
    _id: 7,
    at: '2026-11-27T04:22:00.000Z',
    type: 'booking',
    actor: 'Meera Iyer',
    booking: {
      kind: 'visit',
      starts_at: '2026-11-29T05:30:00.000Z',
      ends_at: '2026-11-29T06:30:00.000Z',
      cancelled: false,
    },
  }),
];

/** Priya's record: contacted, with a booked call and a site visit. */
export const leadDetail: LeadDetail = {
  ...newLead,
  stage: 'contacted',
  first_contact_at: '2026-11-27T04:20:00.000Z',
  minutes_to_first_contact: 20,
  email: 'priya@example.com',
  events: leadEvents,
  bookings: [
    {
      _id: '6742a1f00000000000e10001',
      kind: 'call',
      starts_at: '2026-11-28T05:30:00.000Z',
      ends_at: '2026-11-28T06:00:00.000Z',
      manager: meera,
      from_enquiry: true,
    },
    {
      _id: '6742a1f00000000000e10002',
      kind: 'visit',
      starts_at: '2026-11-29T05:30:00.000Z',
      ends_at: '2026-11-29T06:30:00.000Z',
      manager: meera,
      from_enquiry: false,
    },
  ],
};

export const erasedDetail: LeadDetail & { erased_at: string; erasure_ref: string } = {
  ...erasedLead,
  email: null,
  events: [
    event({ _id: 11, at: '2026-11-20T06:00:00.000Z', type: 'enquiry', enquiry: null }),
    event({ _id: 12, at: '2026-11-26T08:00:00.000Z', type: 'erased' }),
  ],
  bookings: [],
  erased_at: '2026-11-26T08:00:00.000Z',
  erasure_ref: 'ER-20261126-7F3K2Q',
};

export const leadAnswer = (lead: LeadDetail) => ({ status: 'success', data: lead });

export const managerRows: RelationshipManagerRow[] = [
  {
    ...meera,
    staff: { _id: '6742a1f00000000000e00003', name: 'Meera Iyer', role: 'sales' },
    cities: [bengaluru],
    away: false,
    open_leads: 4,
  },
  { ...kabir, staff: null, cities: [], away: true, open_leads: 1 },
];
export const managersAnswer = { status: 'success', data: managerRows };

const entry = (
  fields: Partial<CalendarEntry> & Pick<CalendarEntry, '_id' | 'starts_at' | 'ends_at'>,
): CalendarEntry => ({
  kind: 'call',
  lead: { _id: newLead._id, name: 'Priya Sharma' },
  manager: meera,
  from_enquiry: false,
  clash: false,
  ...fields,
});

/** Seven days from `from` (a date): a clash on the first day (11:00 and 11:15 IST), a visit on the third. */
export function calendarAnswer(from: string) {
  const day = (offset: number) => {
    const date = new Date(`${from}T00:00:00Z`);
    date.setUTCDate(date.getUTCDate() + offset);
    return date.toISOString().slice(0, 10);
  };
  const at = (offset: number, time: string) => new Date(`${day(offset)}T${time}:00+05:30`).toISOString();
  return {
    status: 'success',
    data: {
      days: Array.from({ length: 7 }, (_, offset) => ({
        day: day(offset),
        entries:
          offset === 0
            ? [
                entry({
                  _id: 'c1',
                  starts_at: at(0, '11:00'),
                  ends_at: at(0, '11:30'),
                  from_enquiry: true,
                  clash: true,
                }),
                entry({
                  _id: 'c2',
                  kind: 'visit',
                  starts_at: at(0, '11:15'),
                  ends_at: at(0, '12:15'),
                  lead: { _id: qualifiedLead._id, name: 'Arun Menon' },
                  clash: true,
                }),
              ]
            : offset === 2
              ? [
                  entry({
                    _id: 'c3',
                    kind: 'visit',
                    starts_at: at(2, '16:00'),
                    ends_at: at(2, '17:00'),
                    lead: { _id: erasedLead._id, name: null },
                  }),
                ]
              : [],
      })),
    },
  };
}

export const sourcesReport: LeadReportTable = {
  report: 'sources',
  title: 'Leads by source',
  columns: ['Source', 'Leads', 'Verified'],
  rows: [
    ['google', 12, 8],
    ['Partner: homes-portal', 3, null],
  ],
};
export const reportAnswer = (table: LeadReportTable) => ({ status: 'success', data: table });

export const salesSettings: SalesSettings = {
  escalation_minutes: 15,
  office_opens: '09:00',
  office_closes: '19:00',
};
export const settingsAnswer = (settings: SalesSettings = salesSettings) => ({
  status: 'success',
  data: settings,
});
