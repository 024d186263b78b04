// A lead's timeline and the inbox's version, written inside the transaction of the change they
// record: the intake of an enquiry, a stage change, a note, a booking, an escalation, an erasure.
// Every lead write goes through `recordLeadEvent`, so the inbox's ETag moves with every change.
import type { JsonValue } from '../db/column-types.ts';
import type { Queryable } from '../db/db.ts';
import { jsonb, qb, run, runOne } from '../db/kysely.ts';
import type { EnquiryKind, LeadEventType } from '../contract/sales.ts';
import type { Actor } from '../plugins/app/audit-log.ts';

/** The rules act as 'system': the round-robin, the escalation, a buyer's own request. */
export const SYSTEM_ACTOR: Actor = { staffId: null, label: 'system' };

export interface LeadEventInput {
  leadId: string;
  type: LeadEventType;
  at: Date;
  actor: Actor;
  enquiry?: { kind: EnquiryKind; id: string };
  /** What changed, without the buyer's personal fields (a note's text is the one exception). */
  data?: Record<string, JsonValue>;
}

export async function recordLeadEvent(tx: Queryable, event: LeadEventInput): Promise<void> {
  await run(
    tx,
    qb.insertInto('lead_events').values({
      lead_id: event.leadId,
      at: event.at,
      type: event.type,
      staff_id: event.actor.staffId,
      actor: event.actor.label,
      enquiry_kind: event.enquiry?.kind ?? null,
      enquiry_id: event.enquiry?.id ?? null,
      data: jsonb(event.data ?? {}),
    }),
  );
  await bumpInboxVersion(tx);
}

/** Moves the inbox's version; in the caller's transaction, so a poll sees it only with the change. */
export async function bumpInboxVersion(tx: Queryable): Promise<number> {
  const row = await runOne(
    tx,
    qb
      .updateTable('lead_inbox_version')
      .set((eb) => ({ version: eb('version', '+', 1) }))
      .returning('version'),
  );
  return Number(row?.version ?? 0);
}

/** The inbox's version now: the ETag of every inbox answer. */
export async function inboxVersion(db: Queryable): Promise<number> {
  const row = await runOne(db, qb.selectFrom('lead_inbox_version').select('version'));
  return Number(row?.version ?? 0);
}
