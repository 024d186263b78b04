// One lead as its manager opens it: the summary, the email, the timeline (oldest first; each enquiry
// with its page, unit, project, partner, tracking fields, terms and booked call) and the bookings.
// An erased lead keeps its timeline's shape (kinds, times, stages) and shows no personal field.
import type { JsonValue } from '../db/column-types.ts';
import type { Queryable } from '../db/db.ts';
import { qb, run, runOne } from '../db/kysely.ts';
import type { EnquiryKind, LeadEventType } from '../contract/sales.ts';
import {
  TRACKING_FIELDS,
  type LeadBooking,
  type LeadDetail,
  type LeadEnquiry,
  type LeadEvent,
  type SalesManager,
} from '../schemas/index.ts';
import { leadSummary } from './inbox.ts';

/**
 * What a timeline entry's `data` holds, by type (no personal field of the buyer but a note's text):
 * stage {from_stage, to_stage, temperature, lost_reason}; note {note}; follow_up {follow_up_at};
 * assigned {manager_id, from_manager_id}; booking {booking_id, kind, starts_at, ends_at, cancelled}.
 */
export type LeadEventData = Record<string, JsonValue>;

const text = (value: JsonValue | undefined): string | null => (typeof value === 'string' ? value : null);
const asData = (value: JsonValue): LeadEventData =>
  (typeof value === 'string' ? JSON.parse(value) : value) as LeadEventData;

async function managersById(db: Queryable, ids: readonly string[]): Promise<Map<string, SalesManager>> {
  if (ids.length === 0) return new Map();
  const rows = await run(
    db,
    qb
      .selectFrom('sales_team')
      .select(['id', 'name', 'image'])
      .where('id', 'in', [...new Set(ids)]),
  );
  return new Map(rows.map((row) => [row.id, { _id: row.id, name: row.name, image: row.image }]));
}

/** The enquiries of the timeline's `enquiry` entries, by id, from the table of each kind. */
async function enquiriesById(
  db: Queryable,
  entries: readonly { kind: EnquiryKind; id: string }[],
  erased: boolean,
): Promise<Map<string, LeadEnquiry>> {
  const found = new Map<string, LeadEnquiry>();
  const ofTable = (table: 'developer' | 'owner' | 'enquiry') =>
    entries
      .filter(({ kind }) => (kind === 'developer' || kind === 'owner' ? kind === table : table === 'enquiry'))
      .map(({ id }) => id);
  const buyerIds = ofTable('enquiry');
  if (buyerIds.length > 0) {
    const rows = await run(
      db,
      qb
        .selectFrom('enquiries as e')
        .leftJoin('units as u', 'u.id', 'e.unit_id')
        .leftJoin('projects as p', (join) =>
          join.on((eb) => eb('p.id', '=', eb.fn.coalesce('e.project_id', 'u.project_id'))),
        )
        .leftJoin('enquiry_tracking as t', 't.enquiry_id', 'e.id')
        .selectAll('t')
        .select((eb) => [
          'e.id',
          'e.title',
          'e.description',
          'e.source_url',
          'e.partner',
          'e.scheduled_time_of_visit',
          'e.terms_version',
          'e.consented_at',
          'e.user_id',
          'u.id as unit_id',
          'u.name as unit_name',
          'u.slug as unit_slug',
          'p.id as project_id',
          'p.name as project_name',
          'p.slug as project_slug',
          eb
            .exists(
              eb
                .selectFrom('users as v')
                .select('v.id')
                .whereRef('v.phone_code', '=', 'e.country_code')
                .whereRef('v.phone_number', '=', 'e.phone'),
            )
            .as('phone_verified'),
        ])
        .where('e.id', 'in', buyerIds),
    );
    for (const row of rows) {
      const tracking: Record<string, string> = {};
      if (!erased)
        for (const field of TRACKING_FIELDS) {
          const value = row[field];
          if (value) tracking[field] = value;
        }
      found.set(row.id, {
        _id: row.id,
        kind: 'interest',
        page: erased ? null : row.source_url,
        title: row.title,
        message: erased ? null : row.description,
        unit:
          row.unit_id === null
            ? null
            : { _id: row.unit_id, name: row.unit_name ?? '', slug: row.unit_slug ?? '' },
        project:
          row.project_id === null
            ? null
            : { _id: row.project_id, name: row.project_name ?? '', slug: row.project_slug ?? '' },
        partner: row.partner,
        tracking,
        scheduled_call: row.scheduled_time_of_visit?.toISOString() ?? null,
        verified: !erased && (row.user_id !== null || Boolean(row.phone_verified)),
        terms_version: row.terms_version,
        consented_at: row.consented_at?.toISOString() ?? null,
      });
    }
  }
  const developerIds = ofTable('developer');
  if (developerIds.length > 0) {
    const rows = await run(
      db,
      qb
        .selectFrom('partner_enquiries as d')
        .select([
          'd.id',
          'd.developer_name',
          'd.project_name',
          'd.remarks',
          'd.terms_version',
          'd.consented_at',
        ])
        .where('d.id', 'in', developerIds),
    );
    for (const row of rows)
      found.set(row.id, {
        _id: row.id,
        kind: 'developer',
        page: null,
        title: `${row.project_name} (${row.developer_name})`,
        message: erased ? null : row.remarks,
        unit: null,
        project: null,
        partner: null,
        tracking: {},
        scheduled_call: null,
        verified: false,
        terms_version: row.terms_version,
        consented_at: row.consented_at?.toISOString() ?? null,
      });
  }
  const ownerIds = ofTable('owner');
  if (ownerIds.length > 0) {
    const rows = await run(
      db,
      qb
        .selectFrom('owner_listings as o')
        .select(['o.id', 'o.villa_type', 'o.bedroom', 'o.terms_version', 'o.consented_at'])
        .where('o.id', 'in', ownerIds),
    );
    for (const row of rows)
      found.set(row.id, {
        _id: row.id,
        kind: 'owner',
        page: null,
        title: `${row.bedroom} ${row.villa_type}`,
        message: null,
        unit: null,
        project: null,
        partner: null,
        tracking: {},
        scheduled_call: null,
        verified: false,
        terms_version: row.terms_version,
        consented_at: row.consented_at?.toISOString() ?? null,
      });
  }
  return found;
}

function toEvent(
  row: {
    id: string | number;
    at: Date;
    type: string;
    actor: string;
    enquiry_kind: string | null;
    enquiry_id: string | null;
    data: JsonValue;
  },
  enquiries: Map<string, LeadEnquiry>,
  managers: Map<string, SalesManager>,
  erased: boolean,
): LeadEvent {
  const data = asData(row.data);
  const type = row.type as LeadEventType;
  const enquiry = row.enquiry_id === null ? undefined : enquiries.get(row.enquiry_id);
  const event: LeadEvent = {
    _id: Number(row.id),
    at: row.at.toISOString(),
    type,
    actor: row.actor,
    enquiry:
      enquiry === undefined ? null : { ...enquiry, kind: (row.enquiry_kind ?? enquiry.kind) as EnquiryKind },
  };
  if (type === 'stage') {
    const from = text(data.from_stage);
    const to = text(data.to_stage);
    if (from !== null) event.from_stage = from as LeadEvent['to_stage'] & string;
    if (to !== null) event.to_stage = to as LeadEvent['to_stage'] & string;
    event.temperature = text(data.temperature) as LeadEvent['temperature'];
    event.lost_reason = text(data.lost_reason) as LeadEvent['lost_reason'];
  } else if (type === 'note') {
    if (!erased && typeof data.note === 'string') event.note = data.note;
  } else if (type === 'follow_up') {
    event.follow_up_at = text(data.follow_up_at);
  } else if (type === 'assigned') {
    const id = text(data.manager_id);
    event.manager = id === null ? null : (managers.get(id) ?? null);
  } else if (type === 'booking') {
    const kind = text(data.kind);
    const startsAt = text(data.starts_at);
    const endsAt = text(data.ends_at);
    if (kind !== null && startsAt !== null && endsAt !== null)
      event.booking = {
        kind: kind as 'call' | 'visit',
        starts_at: startsAt,
        ends_at: endsAt,
        cancelled: data.cancelled === true,
      };
  }
  return event;
}

/** The lead's live bookings, soonest first. */
export async function leadBookings(db: Queryable, leadId: string): Promise<LeadBooking[]> {
  const rows = await run(
    db,
    qb
      .selectFrom('lead_bookings as b')
      .leftJoin('sales_team as m', 'm.id', 'b.manager_id')
      .select([
        'b.id',
        'b.kind',
        'b.starts_at',
        'b.ends_at',
        'b.enquiry_id',
        'b.manager_id',
        'm.name',
        'm.image',
      ])
      .where('b.lead_id', '=', leadId)
      .where('b.cancelled_at', 'is', null)
      .orderBy('b.starts_at')
      .orderBy('b.id'),
  );
  return rows.map((row) => ({
    _id: row.id,
    kind: row.kind as LeadBooking['kind'],
    starts_at: row.starts_at.toISOString(),
    ends_at: row.ends_at.toISOString(),
    manager:
      row.manager_id === null || row.name === null
        ? null
        : { _id: row.manager_id, name: row.name, image: row.image },
    from_enquiry: row.enquiry_id !== null,
  }));
}

/** The whole lead, or null when there is none. */
export async function leadDetail(db: Queryable, leadId: string): Promise<LeadDetail | null> {
  const summary = await leadSummary(db, leadId);
  if (summary === null) return null;
  const [lead, events, bookings] = await Promise.all([
    runOne(db, qb.selectFrom('leads').select(['email', 'erased_at', 'erasure_ref']).where('id', '=', leadId)),
    run(
      db,
      qb
        .selectFrom('lead_events')
        .select(['id', 'at', 'type', 'actor', 'enquiry_kind', 'enquiry_id', 'data'])
        .where('lead_id', '=', leadId)
        .orderBy('at')
        .orderBy('id'),
    ),
    leadBookings(db, leadId),
  ]);
  const enquiryEntries = events
    .filter((event) => event.enquiry_id !== null && event.enquiry_kind !== null)
    .map((event) => ({ kind: event.enquiry_kind as EnquiryKind, id: event.enquiry_id! }));
  const managerIds = events
    .filter((event) => event.type === 'assigned')
    .map((event) => text(asData(event.data).manager_id))
    .filter((id): id is string => id !== null);
  const [enquiries, managers] = await Promise.all([
    enquiriesById(db, enquiryEntries, summary.erased),
    managersById(db, managerIds),
  ]);
  return {
    ...summary,
    email: summary.erased ? null : (lead?.email ?? null),
    // An erased lead says when, and the receipt's reference the buyer was given (the studio shows both).
    ...(summary.erased
      ? { erased_at: lead?.erased_at?.toISOString() ?? null, erasure_ref: lead?.erasure_ref ?? null }
      : {}),
    events: events.map((event) => toEvent(event, enquiries, managers, summary.erased)),
    bookings,
  };
}
