// Speed to lead (issue 27): a lead still `new` once the office minutes (India time, sales_settings)
// since its assignment (else its arrival) reach the escalation time is flagged and every admin is
// told by SMS. Flagging is `UPDATE … WHERE escalated_at IS NULL RETURNING`: with several instances
// running the timer, each lead is flagged, and told about, once. The server runs it every minute of
// its clock (plugins/app/lead-escalation.ts); tests call it with the time they choose.
import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'kysely';
import type { Db } from '../db/db.ts';
import { qb, run, runOne } from '../db/kysely.ts';
import { normalisePhone, type Phone } from '../lib/phone.ts';
import type { SmsSender } from '../sms/sender.ts';
import { SYSTEM_ACTOR, recordLeadEvent } from './lead-events.ts';
import { officeMinutesBetween, type OfficeHours } from './office-hours.ts';

export interface EscalationDeps {
  db: Db;
  /** The SMS sender (null: nobody is told). */
  sms: SmsSender | null;
  log?: FastifyBaseLogger;
  publicUrl: string;
}

export interface EscalationResult {
  /** The leads this run flagged. */
  escalated: string[];
  /** Admins told by SMS. */
  told: number;
}

/** The most leads one run flags: a backlog is worked through a minute at a time. */
const RUN_LIMIT = 500;

/**
 * A lead waiting longer than this is past speed to lead: it is not escalated (the leads 0025 made of
 * earlier enquiries would otherwise page the admins on the first run after the upgrade).
 */
export const ESCALATION_HORIZON_DAYS = 7;

export interface SalesRules {
  escalationMinutes: number;
  hours: OfficeHours;
}

export async function salesRules(db: Db): Promise<SalesRules> {
  const row = await runOne(
    db,
    qb.selectFrom('sales_settings').select(['escalation_minutes', 'office_opens', 'office_closes']),
  );
  return {
    escalationMinutes: row?.escalation_minutes ?? 15,
    hours: { opens: row?.office_opens ?? '09:00', closes: row?.office_closes ?? '19:00' },
  };
}

/** The SMS the admins get. */
export function escalationText(input: {
  leads: Array<{ id: string; name: string | null; manager: string | null }>;
  minutes: number;
  publicUrl: string;
}): string {
  const [only] = input.leads;
  if (input.leads.length === 1 && only !== undefined) {
    const who = only.name?.trim().split(/\s+/)[0] || 'A buyer';
    const manager = only.manager === null ? 'nobody assigned' : `with ${only.manager}`;
    return (
      `Escalated: ${who} is still new after ${input.minutes} office minutes (${manager}): ` +
      `${input.publicUrl}/studio/leads/${only.id}`
    );
  }
  return (
    `Escalated: ${input.leads.length} leads are still new after ${input.minutes} office minutes: ` +
    `${input.publicUrl}/studio/leads?escalated=true`
  );
}

/** The admins' phones. */
async function adminPhones(db: Db): Promise<Phone[]> {
  const rows = await run(
    db,
    qb.selectFrom('staff').select(['phone_code', 'phone_number']).where('role', '=', 'admin').orderBy('id'),
  );
  const phones: Phone[] = [];
  for (const row of rows) {
    try {
      phones.push(normalisePhone(row.phone_code, row.phone_number));
    } catch {
      // A number that can't take an SMS: that admin sees the flag in the inbox.
    }
  }
  return phones;
}

/**
 * Flags the leads whose wait has reached the escalation time at `now`, records an 'escalated' event
 * for each, and tells every admin (one SMS per run). Returns what it did.
 */
export async function runEscalation(deps: EscalationDeps, now: Date): Promise<EscalationResult> {
  const rules = await salesRules(deps.db);
  // Office minutes are never more than the minutes on the clock: only leads waiting that long may be due.
  const latest = new Date(now.getTime() - rules.escalationMinutes * 60_000);
  const horizon = new Date(now.getTime() - ESCALATION_HORIZON_DAYS * 86_400_000);
  const waiting = await run(
    deps.db,
    qb
      .selectFrom('leads')
      .select(['id', sql<Date | string>`coalesce(assigned_at, created_at)`.as('since')])
      .where('stage', '=', 'new')
      .where('escalated_at', 'is', null)
      .where('erased_at', 'is', null)
      .where(sql<boolean>`coalesce(assigned_at, created_at) <= ${latest}`)
      .where(sql<boolean>`coalesce(assigned_at, created_at) > ${horizon}`)
      .orderBy(sql`coalesce(assigned_at, created_at)`)
      .limit(RUN_LIMIT),
  );
  const due = waiting
    .filter((lead) => officeMinutesBetween(new Date(lead.since), now, rules.hours) >= rules.escalationMinutes)
    .map((lead) => lead.id);
  if (due.length === 0) return { escalated: [], told: 0 };

  const flagged = await deps.db.transaction(async (tx) => {
    const rows = await run(
      tx,
      qb
        .updateTable('leads')
        .set({ escalated_at: now })
        .where('id', 'in', due)
        .where('escalated_at', 'is', null)
        .where('stage', '=', 'new')
        .returning(['id', 'name', 'manager_id']),
    );
    for (const row of rows) {
      await recordLeadEvent(tx, {
        leadId: row.id,
        type: 'escalated',
        at: now,
        actor: SYSTEM_ACTOR,
        data: { minutes: rules.escalationMinutes, manager_id: row.manager_id },
      });
    }
    return rows;
  });
  if (flagged.length === 0) return { escalated: [], told: 0 };

  let told = 0;
  if (deps.sms !== null) {
    const managerIds = [...new Set(flagged.map((row) => row.manager_id).filter((id) => id !== null))];
    const managers =
      managerIds.length === 0
        ? []
        : await run(
            deps.db,
            qb.selectFrom('sales_team').select(['id', 'name']).where('id', 'in', managerIds),
          );
    const text = escalationText({
      leads: flagged.map((row) => ({
        id: row.id,
        name: row.name,
        manager: managers.find((member) => member.id === row.manager_id)?.name ?? null,
      })),
      minutes: rules.escalationMinutes,
      publicUrl: deps.publicUrl,
    });
    for (const to of await adminPhones(deps.db)) {
      try {
        await deps.sms.send({ kind: 'notice', to, text });
        told += 1;
      } catch (error) {
        deps.log?.warn({ err: error }, 'Could not tell an admin about escalated leads');
      }
    }
  }
  return { escalated: flagged.map((row) => row.id), told };
}
