// Who calls a buyer back: the round-robin among the relationship managers (issue 27). A manager is a
// sales-team row linked to a studio account whose role is sales (or admin). Eligible: linked, not
// away, covering the lead's city; when nobody eligible covers it (or the lead has no city), every
// eligible member is a candidate. The member who waited longest (smallest last_assigned_seq, never
// assigned first) gets the lead, under one advisory lock, so leads arriving in parallel are shared
// out as evenly as leads arriving one by one.
import { sql } from 'kysely';
import type { Queryable } from '../db/db.ts';
import { qb, run, runOne } from '../db/kysely.ts';

/** The staff roles a relationship manager's account may have. */
export const MANAGER_ROLES = ['sales', 'admin'] as const;

export interface AssignedManager {
  id: string;
  name: string;
  /** The manager's studio account: its phone gets the new-lead SMS. */
  staffId: string;
}

/** A manager still linked to an account with a manager's role, or null. */
export async function linkedManager(tx: Queryable, managerId: string): Promise<AssignedManager | null> {
  const row = await runOne(
    tx,
    qb
      .selectFrom('sales_team as s')
      .innerJoin('staff as st', 'st.id', 's.staff_id')
      .select(['s.id', 's.name', 'st.id as staffId'])
      .where('s.id', '=', managerId)
      .where('st.role', 'in', MANAGER_ROLES),
  );
  return row ?? null;
}

/**
 * The next manager for a lead in `cityId` (null: no city), by the round-robin; moves that member's
 * cursor. Null when no member is eligible: the lead stays unassigned in the inbox for an admin.
 * Call inside the intake's transaction: the lock is held until it ends.
 */
export async function nextManager(tx: Queryable, cityId: string | null): Promise<AssignedManager | null> {
  await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', ['lead-assignment']);
  const eligible = qb
    .selectFrom('sales_team as s')
    .innerJoin('staff as st', 'st.id', 's.staff_id')
    .where('st.role', 'in', MANAGER_ROLES)
    .where('s.away', '=', false);
  const covering =
    cityId === null ? eligible : eligible.where(sql<boolean>`s.city_ids @> ARRAY[${cityId}]::text[]`);
  const pick = (query: typeof eligible) =>
    runOne(
      tx,
      query
        .select(['s.id', 's.name', 'st.id as staffId'])
        .orderBy(sql`s.last_assigned_seq ASC NULLS FIRST`)
        .orderBy('s.id')
        .limit(1),
    );
  const chosen = (await pick(covering)) ?? (cityId === null ? undefined : await pick(eligible));
  if (!chosen) return null;
  await run(
    tx,
    qb
      .updateTable('sales_team')
      .set({ last_assigned_seq: sql<string>`nextval('lead_assignment_seq')` })
      .where('id', '=', chosen.id),
  );
  return chosen;
}
