// What a manager (or an admin) does to a lead: move its stage, write a note, set the next follow-up,
// book or cancel a call or a site visit, and (admins) give it to another manager. Each is one
// transaction with its timeline entry (recordLeadEvent, which bumps the inbox's version) and its
// audit-log entry, whose before and after hold ids and stages, never the buyer's personal fields.
import type { Db, Queryable } from '../db/db.ts';
import { qb, run, runOne } from '../db/kysely.ts';
import type { LeadStage } from '../contract/sales.ts';
import { ConflictError, NotFoundError, UnprocessableError } from '../lib/errors.ts';
import { newId } from '../lib/ids.ts';
import { recordAudit } from '../plugins/app/audit-log.ts';
import type {
  CalendarEntry,
  LeadBookingPayload,
  LeadFollowUp,
  LeadNote,
  LeadReassign,
  LeadStageChange,
} from '../schemas/index.ts';
import { calendarEntries } from './calendar.ts';
import { recordLeadEvent } from './lead-events.ts';
import { openableLead, type SalesViewer } from './viewer.ts';

export const ERASED_LEAD_MESSAGE =
  "This buyer's data was erased at their request: the lead can't be changed.";
export const LOST_NEEDS_REASON_MESSAGE = 'lost_reason: say why the lead was lost.';
export const REASON_ONLY_WHEN_LOST_MESSAGE = 'lost_reason: only a lost lead has a reason.';
export const QUALIFIED_NEEDS_TEMPERATURE_MESSAGE = 'temperature: a qualified lead is hot or warm.';
export const TEMPERATURE_ONLY_WHEN_QUALIFIED_MESSAGE = 'temperature: only with the qualified stage.';
export const SAME_STAGE_MESSAGE = 'The lead is already at this stage.';
export const BOOKING_ENDS_MESSAGE = 'ends_at: a booking ends after it starts.';
export const BOOKING_NOT_FOUND_MESSAGE = 'This lead has no live booking with this id.';
export const NOT_A_MANAGER_MESSAGE =
  'manager_id: not a relationship manager (a sales-team member linked to a studio account with the sales or admin role).';

/** The stages after qualified keep its temperature; going back before it, or losing the lead, clears it. */
const KEEPS_TEMPERATURE: readonly LeadStage[] = ['qualified', 'visit_scheduled', 'visit_done', 'booked'];

type Tx = Queryable;

async function changeable(tx: Tx, viewer: SalesViewer, leadId: string) {
  const lead = await openableLead(tx, viewer, leadId, { forUpdate: true });
  if (lead.erased_at !== null) throw new ConflictError(ERASED_LEAD_MESSAGE);
  return lead;
}

export function changeStage(
  db: Db,
  viewer: SalesViewer,
  leadId: string,
  change: LeadStageChange,
  now: Date,
): Promise<void> {
  if (change.stage === 'lost' && change.lost_reason === undefined)
    throw new UnprocessableError(LOST_NEEDS_REASON_MESSAGE);
  if (change.stage !== 'lost' && change.lost_reason !== undefined)
    throw new UnprocessableError(REASON_ONLY_WHEN_LOST_MESSAGE);
  if (change.stage === 'qualified' && change.temperature === undefined)
    throw new UnprocessableError(QUALIFIED_NEEDS_TEMPERATURE_MESSAGE);
  if (change.stage !== 'qualified' && change.temperature !== undefined)
    throw new UnprocessableError(TEMPERATURE_ONLY_WHEN_QUALIFIED_MESSAGE);
  return db.transaction(async (tx) => {
    const lead = await changeable(tx, viewer, leadId);
    const from = lead.stage as LeadStage;
    const temperature =
      change.temperature ?? (KEEPS_TEMPERATURE.includes(change.stage) ? (lead.temperature ?? null) : null);
    const lostReason = change.lost_reason ?? null;
    if (from === change.stage && temperature === lead.temperature && lostReason === lead.lost_reason)
      throw new UnprocessableError(SAME_STAGE_MESSAGE);
    // Speed to lead: the first move away from new is the first contact.
    const firstContact =
      lead.first_contact_at === null && from === 'new' && change.stage !== 'new'
        ? now
        : lead.first_contact_at;
    await run(
      tx,
      qb
        .updateTable('leads')
        .set({
          stage: change.stage,
          temperature,
          lost_reason: lostReason,
          first_contact_at: firstContact,
          updated_at: now,
        })
        .where('id', '=', leadId),
    );
    await recordLeadEvent(tx, {
      leadId,
      type: 'stage',
      at: now,
      actor: viewer.timeline,
      data: { from_stage: from, to_stage: change.stage, temperature, lost_reason: lostReason },
    });
    await recordAudit(tx, viewer.audit, {
      action: 'lead.stage',
      recordType: 'lead',
      recordId: leadId,
      before: { stage: from, temperature: lead.temperature, lost_reason: lead.lost_reason },
      after: { stage: change.stage, temperature, lost_reason: lostReason },
    });
  });
}

export function addNote(db: Db, viewer: SalesViewer, leadId: string, note: LeadNote, now: Date) {
  const text = note.text.trim();
  if (text === '') throw new UnprocessableError('text: write something.');
  return db.transaction(async (tx) => {
    await changeable(tx, viewer, leadId);
    await run(tx, qb.updateTable('leads').set({ updated_at: now }).where('id', '=', leadId));
    await recordLeadEvent(tx, {
      leadId,
      type: 'note',
      at: now,
      actor: viewer.timeline,
      data: { note: text },
    });
    // The note's text is the buyer's business: the audit log says only that one was written.
    await recordAudit(tx, viewer.audit, {
      action: 'lead.note',
      recordType: 'lead',
      recordId: leadId,
      before: null,
      after: { note: true },
    });
  });
}

export function setFollowUp(db: Db, viewer: SalesViewer, leadId: string, body: LeadFollowUp, now: Date) {
  const at = body.next_follow_up_at === null ? null : new Date(body.next_follow_up_at);
  return db.transaction(async (tx) => {
    const lead = await changeable(tx, viewer, leadId);
    await run(
      tx,
      qb.updateTable('leads').set({ next_follow_up_at: at, updated_at: now }).where('id', '=', leadId),
    );
    const after = at?.toISOString() ?? null;
    await recordLeadEvent(tx, {
      leadId,
      type: 'follow_up',
      at: now,
      actor: viewer.timeline,
      data: { follow_up_at: after },
    });
    await recordAudit(tx, viewer.audit, {
      action: 'lead.follow_up',
      recordType: 'lead',
      recordId: leadId,
      before: { next_follow_up_at: lead.next_follow_up_at?.toISOString() ?? null },
      after: { next_follow_up_at: after },
    });
  });
}

/** Books a call or a visit on the lead's manager's calendar (the viewer's own when it has none). */
export async function addBooking(
  db: Db,
  viewer: SalesViewer,
  leadId: string,
  body: LeadBookingPayload,
  now: Date,
): Promise<CalendarEntry> {
  const startsAt = new Date(body.starts_at);
  const endsAt = new Date(body.ends_at);
  if (!(endsAt.getTime() > startsAt.getTime())) throw new UnprocessableError(BOOKING_ENDS_MESSAGE);
  const id = newId();
  await db.transaction(async (tx) => {
    const lead = await changeable(tx, viewer, leadId);
    const managerId = lead.manager_id ?? viewer.managerId;
    await run(
      tx,
      qb.insertInto('lead_bookings').values({
        id,
        lead_id: leadId,
        manager_id: managerId,
        kind: body.kind,
        starts_at: startsAt,
        ends_at: endsAt,
        created_by: viewer.staffId,
        created_at: now,
      }),
    );
    await run(tx, qb.updateTable('leads').set({ updated_at: now }).where('id', '=', leadId));
    const booking = {
      booking_id: id,
      kind: body.kind,
      starts_at: startsAt.toISOString(),
      ends_at: endsAt.toISOString(),
      cancelled: false,
    };
    await recordLeadEvent(tx, { leadId, type: 'booking', at: now, actor: viewer.timeline, data: booking });
    await recordAudit(tx, viewer.audit, {
      action: 'lead.booking.add',
      recordType: 'lead',
      recordId: leadId,
      before: null,
      after: { ...booking, manager_id: managerId },
    });
  });
  const [entry] = await calendarEntries(db, { bookingId: id });
  return entry!;
}

export function cancelBooking(db: Db, viewer: SalesViewer, leadId: string, bookingId: string, now: Date) {
  return db.transaction(async (tx) => {
    await changeable(tx, viewer, leadId);
    const booking = await runOne(
      tx,
      qb
        .updateTable('lead_bookings')
        .set({ cancelled_at: now })
        .where('id', '=', bookingId)
        .where('lead_id', '=', leadId)
        .where('cancelled_at', 'is', null)
        .returning(['kind', 'starts_at', 'ends_at', 'manager_id']),
    );
    if (!booking) throw new NotFoundError(BOOKING_NOT_FOUND_MESSAGE);
    await run(tx, qb.updateTable('leads').set({ updated_at: now }).where('id', '=', leadId));
    const data = {
      booking_id: bookingId,
      kind: booking.kind,
      starts_at: booking.starts_at.toISOString(),
      ends_at: booking.ends_at.toISOString(),
      cancelled: true,
    };
    await recordLeadEvent(tx, { leadId, type: 'booking', at: now, actor: viewer.timeline, data });
    await recordAudit(tx, viewer.audit, {
      action: 'lead.booking.cancel',
      recordType: 'lead',
      recordId: leadId,
      before: { ...data, cancelled: false, manager_id: booking.manager_id },
      after: { ...data, manager_id: booking.manager_id },
    });
  });
}

/** Whether a sales-team member is a relationship manager: linked to a sales (or admin) account. */
export async function isRelationshipManager(tx: Queryable, memberId: string): Promise<boolean> {
  const row = await runOne(
    tx,
    qb
      .selectFrom('sales_team as m')
      .innerJoin('staff as s', 's.id', 'm.staff_id')
      .select('m.id')
      .where('m.id', '=', memberId)
      .where('s.role', 'in', ['sales', 'admin']),
  );
  return row !== undefined;
}

/** An admin gives the lead to another manager; its future calls and visits move with it. */
export function reassign(db: Db, viewer: SalesViewer, leadId: string, body: LeadReassign, now: Date) {
  return db.transaction(async (tx) => {
    const lead = await changeable(tx, viewer, leadId);
    if (!(await isRelationshipManager(tx, body.manager_id)))
      throw new UnprocessableError(NOT_A_MANAGER_MESSAGE);
    if (lead.manager_id === body.manager_id)
      throw new UnprocessableError('manager_id: the lead is already theirs.');
    await run(
      tx,
      qb
        .updateTable('leads')
        .set({ manager_id: body.manager_id, assigned_at: now, updated_at: now })
        .where('id', '=', leadId),
    );
    await run(
      tx,
      qb
        .updateTable('lead_bookings')
        .set({ manager_id: body.manager_id })
        .where('lead_id', '=', leadId)
        .where('cancelled_at', 'is', null)
        .where('starts_at', '>=', now),
    );
    await recordLeadEvent(tx, {
      leadId,
      type: 'assigned',
      at: now,
      actor: viewer.timeline,
      data: { manager_id: body.manager_id, from_manager_id: lead.manager_id },
    });
    await recordAudit(tx, viewer.audit, {
      action: 'lead.reassign',
      recordType: 'lead',
      recordId: leadId,
      before: { manager_id: lead.manager_id },
      after: { manager_id: body.manager_id },
    });
  });
}
