// Every enquiry reaches the sales inbox (issue 27): inside the transaction that stores it, the buyer's
// lead is found or made by the E.164 phone, the enquiry is linked to it with the terms the buyer agreed
// to, the timeline gets an 'enquiry' event, the lead gets a manager (a known buyer keeps theirs, else
// the round-robin), a call slot the buyer booked goes on the manager's calendar, and the inbox's
// version moves. After the commit the manager is told by SMS; a failed SMS is logged, never the
// enquiry's failure.
import type { FastifyBaseLogger } from 'fastify';
import {
  ENQUIRY_KIND_LABELS,
  BOOKED_CALL_MINUTES,
  TERMS_VERSION,
  type EnquiryKind,
} from '../contract/sales.ts';
import type { Queryable } from '../db/db.ts';
import { qb, run, runOne } from '../db/kysely.ts';
import { newId } from '../lib/ids.ts';
import { normalisePhone, type Phone } from '../lib/phone.ts';
import type { SmsSender } from '../sms/sender.ts';
import { linkedManager, nextManager, type AssignedManager } from './assignment.ts';
import { SYSTEM_ACTOR, recordLeadEvent } from './lead-events.ts';

/** The tables an enquiry of some kind is stored in. */
export type EnquiryTable = 'enquiries' | 'partner_enquiries' | 'owner_listings';

export interface IntakeEnquiry {
  kind: EnquiryKind;
  table: EnquiryTable;
  /** The stored enquiry's id. */
  id: string;
  /** E.164 (leadPhone). */
  phone: string;
  name: string;
  email: string;
  /** The unit's or project's city, else the submission's; null when it names none. */
  cityId: string | null;
  /** The project it is about, by name, for the manager's SMS. */
  projectName: string | null;
  /** The call slot the buyer booked with it (ISO), if any. */
  scheduledCall: string | null;
}

export interface LeadIntake {
  leadId: string;
  kind: EnquiryKind;
  /** The lead's manager after this enquiry, or null: nobody eligible, it waits for an admin. */
  manager: AssignedManager | null;
  /** Who to tell, and what: null when nobody is to be told. */
  notice: { to: Phone; text: string } | null;
}

/**
 * An enquiry's kind from what it says, as the migration's backfill decides it (0025): a partner's
 * embed first, then the expert page, a booked call, a unit, a project, and a plain interest.
 */
export function enquiryKind(enquiry: {
  partner?: string | null;
  is_connect_with_expert?: boolean | null;
  scheduled_time_of_visit?: string | null;
  unit?: string | null;
  project?: string | null;
}): EnquiryKind {
  if (enquiry.partner) return 'partner';
  if (enquiry.is_connect_with_expert) return 'expert';
  if (enquiry.scheduled_time_of_visit) return 'scheduled_call';
  if (enquiry.unit) return 'unit';
  if (enquiry.project) return 'project';
  return 'interest';
}

/**
 * A buyer's phone as the lead's key: E.164 when the number is valid (a trunk 0 typed before it is
 * dropped), else the dial code and the digits as typed, as the migration's backfill joined them.
 */
export function leadPhone(countryCode: string, number: string): string {
  try {
    return normalisePhone(countryCode, number).e164;
  } catch {
    return `${countryCode}${number}`;
  }
}

/** The city of the unit, else of the project, else the one given. */
export async function enquiryCity(
  tx: Queryable,
  place: { unitId?: string | null; projectId?: string | null; cityId?: string | null },
): Promise<{ cityId: string | null; projectName: string | null }> {
  if (place.unitId) {
    const unit = await runOne(
      tx,
      qb
        .selectFrom('units as u')
        .innerJoin('projects as p', 'p.id', 'u.project_id')
        .select(['u.city_id', 'p.name'])
        .where('u.id', '=', place.unitId),
    );
    if (unit) return { cityId: unit.city_id, projectName: unit.name };
  }
  if (place.projectId) {
    const project = await runOne(
      tx,
      qb.selectFrom('projects').select(['city_id', 'name']).where('id', '=', place.projectId),
    );
    if (project) return { cityId: project.city_id, projectName: project.name };
  }
  return { cityId: place.cityId ?? null, projectName: null };
}

const firstName = (name: string) => name.trim().split(/\s+/)[0] ?? '';

/** The SMS a manager gets for a new enquiry. */
export function newLeadText(input: {
  name: string;
  kind: EnquiryKind;
  projectName: string | null;
  minutes: number;
  publicUrl: string;
  leadId: string;
}): string {
  const project = input.projectName ? ` – ${input.projectName}` : '';
  return (
    `New lead: ${firstName(input.name)}, ${ENQUIRY_KIND_LABELS[input.kind]}${project}. ` +
    `Call within ${input.minutes} minutes: ${input.publicUrl}/studio/leads/${input.leadId}`
  );
}

/** A staff account's phone, for an SMS; null when it can't take one. */
export async function staffPhone(tx: Queryable, staffId: string): Promise<Phone | null> {
  const staff = await runOne(
    tx,
    qb.selectFrom('staff').select(['phone_code', 'phone_number']).where('id', '=', staffId),
  );
  if (!staff) return null;
  try {
    return normalisePhone(staff.phone_code, staff.phone_number);
  } catch {
    return null;
  }
}

/** The escalation time: the manager's SMS says how long they have. */
export async function escalationMinutes(tx: Queryable): Promise<number> {
  const settings = await runOne(tx, qb.selectFrom('sales_settings').select('escalation_minutes'));
  return settings?.escalation_minutes ?? 15;
}

/**
 * Takes one stored enquiry into the inbox, in the transaction that stored it. `now` is the app's
 * clock: the consent's time, the lead's and the assignment's.
 */
export async function intakeLead(
  tx: Queryable,
  enquiry: IntakeEnquiry,
  now: Date,
  publicUrl: string,
): Promise<LeadIntake> {
  const lead = await runOne(
    tx,
    qb
      .insertInto('leads')
      .values({
        id: newId(),
        phone: enquiry.phone,
        name: enquiry.name,
        email: enquiry.email,
        city_id: enquiry.cityId,
        created_at: now,
        updated_at: now,
        last_enquiry_at: now,
      })
      .onConflict((conflict) =>
        conflict.column('phone').doUpdateSet((eb) => ({
          name: eb.ref('excluded.name'),
          email: eb.ref('excluded.email'),
          city_id: eb.fn.coalesce(eb.ref('excluded.city_id'), eb.ref('leads.city_id')),
          updated_at: eb.ref('excluded.updated_at'),
          last_enquiry_at: eb.fn('greatest', [
            eb.ref('leads.last_enquiry_at'),
            eb.ref('excluded.last_enquiry_at'),
          ]),
        })),
      )
      .returning(['id', 'manager_id', 'city_id', 'stage']),
  );
  if (!lead) throw new Error('The lead upsert returned no row');
  await run(
    tx,
    qb
      .updateTable(enquiry.table)
      .set({ lead_id: lead.id, terms_version: TERMS_VERSION, consented_at: now })
      .where('id', '=', enquiry.id),
  );
  await recordLeadEvent(tx, {
    leadId: lead.id,
    type: 'enquiry',
    at: now,
    actor: SYSTEM_ACTOR,
    enquiry: { kind: enquiry.kind, id: enquiry.id },
  });

  // A buyer the team had lost is back: the lead is new again, to be called within the escalation
  // time like any other (the first contact of the first time stays, for speed-to-lead).
  if (lead.stage === 'lost') {
    await run(
      tx,
      qb
        .updateTable('leads')
        .set({ stage: 'new', temperature: null, lost_reason: null, escalated_at: null, assigned_at: now })
        .where('id', '=', lead.id),
    );
    await recordLeadEvent(tx, {
      leadId: lead.id,
      type: 'stage',
      at: now,
      actor: SYSTEM_ACTOR,
      data: { from_stage: 'lost', to_stage: 'new', temperature: null, lost_reason: null },
    });
  }

  // A known buyer keeps their manager while that member is linked to a manager's account.
  let manager = lead.manager_id === null ? null : await linkedManager(tx, lead.manager_id);
  if (manager === null) {
    manager = await nextManager(tx, lead.city_id);
    if (manager !== null) {
      await run(
        tx,
        qb.updateTable('leads').set({ manager_id: manager.id, assigned_at: now }).where('id', '=', lead.id),
      );
      await recordLeadEvent(tx, {
        leadId: lead.id,
        type: 'assigned',
        at: now,
        actor: SYSTEM_ACTOR,
        data: { manager_id: manager.id, from_manager_id: lead.manager_id, rule: 'round_robin' },
      });
    }
  }

  if (enquiry.scheduledCall !== null) {
    const startsAt = new Date(enquiry.scheduledCall);
    const endsAt = new Date(startsAt.getTime() + BOOKED_CALL_MINUTES * 60_000);
    const bookingId = newId();
    await run(
      tx,
      qb.insertInto('lead_bookings').values({
        id: bookingId,
        lead_id: lead.id,
        manager_id: manager?.id ?? null,
        kind: 'call',
        starts_at: startsAt,
        ends_at: endsAt,
        enquiry_id: enquiry.id,
        created_at: now,
      }),
    );
    await recordLeadEvent(tx, {
      leadId: lead.id,
      type: 'booking',
      at: now,
      actor: SYSTEM_ACTOR,
      enquiry: { kind: enquiry.kind, id: enquiry.id },
      data: {
        booking_id: bookingId,
        kind: 'call',
        starts_at: startsAt.toISOString(),
        ends_at: endsAt.toISOString(),
        from_enquiry: true,
      },
    });
  }

  let notice: LeadIntake['notice'] = null;
  if (manager !== null) {
    const to = await staffPhone(tx, manager.staffId);
    if (to !== null) {
      const text = newLeadText({
        name: enquiry.name,
        kind: enquiry.kind,
        projectName: enquiry.projectName,
        minutes: await escalationMinutes(tx),
        publicUrl,
        leadId: lead.id,
      });
      notice = { to, text };
    }
  }
  return { leadId: lead.id, kind: enquiry.kind, manager, notice };
}

export interface NoticeDeps {
  /** The SMS sender, read when needed; absent or null: nobody is told. */
  sms?: () => SmsSender | null;
  log?: FastifyBaseLogger;
}

/** After the commit: tells the manager. Never throws; a failure is logged. */
export async function tellManager(deps: NoticeDeps, intake: LeadIntake): Promise<void> {
  const sender = deps.sms?.() ?? null;
  if (intake.notice === null || sender === null) return;
  try {
    await sender.send({ kind: 'notice', to: intake.notice.to, text: intake.notice.text });
  } catch (error) {
    deps.log?.warn({ err: error, lead: intake.leadId }, 'Could not tell a manager about a new lead');
  }
}
