// The audit log: every staff write records who, what, when, and the record before and after, in the
// write's own transaction, so there is no change without its entry and no entry without its change.
import { sql } from 'kysely';
import type { Queryable } from '../../db/db.ts';
import { jsonb, qb, run, runOne } from '../../db/kysely.ts';
import type { AuditEntry, AuditQuery, Pagination } from '../../schemas/index.ts';

/** Who makes a change: a person on the staff, or the command line (no one signed in). */
export interface Actor {
  staffId: string | null;
  /** As the entry will name them: 'Asha Rao (+91 9876543210)'. */
  label: string;
}

export interface AuditChange {
  /** What was done, as '<record type>.<verb>': 'staff.add', 'unit.publish'. */
  action: string;
  recordType: string;
  recordId: string;
  before: unknown;
  after: unknown;
}

export const AUDIT_PAGE_SIZE = 50;

export async function recordAudit(tx: Queryable, actor: Actor, change: AuditChange): Promise<void> {
  await recordAudits(tx, actor, [change]);
}

/** Many changes by one actor at once (an import), in few statements. */
export async function recordAudits(
  tx: Queryable,
  actor: Actor,
  changes: readonly AuditChange[],
): Promise<void> {
  const BATCH = 1000;
  for (let start = 0; start < changes.length; start += BATCH)
    await run(
      tx,
      qb.insertInto('audit_log').values(
        changes.slice(start, start + BATCH).map((change) => ({
          staff_id: actor.staffId,
          actor: actor.label,
          action: change.action,
          record_type: change.recordType,
          record_id: change.recordId,
          before: change.before === null ? null : jsonb(change.before),
          after: change.after === null ? null : jsonb(change.after),
        })),
      ),
    );
}

/** The newest entries first, by person and by record. */
export async function listAudit(
  db: Queryable,
  query: AuditQuery,
): Promise<{ entries: AuditEntry[]; pagination: Pagination }> {
  const page = query.page ?? 1;
  let filtered = qb.selectFrom('audit_log');
  if (query.staff_id !== undefined) filtered = filtered.where('staff_id', '=', query.staff_id);
  if (query.record_type !== undefined) filtered = filtered.where('record_type', '=', query.record_type);
  if (query.record_id !== undefined) filtered = filtered.where('record_id', '=', query.record_id);
  const [rows, counted] = await Promise.all([
    run(
      db,
      filtered
        .selectAll()
        .orderBy('at', 'desc')
        .orderBy('id', 'desc')
        .limit(AUDIT_PAGE_SIZE)
        .offset((page - 1) * AUDIT_PAGE_SIZE),
    ),
    runOne(db, filtered.select(sql<number>`count(*)::int`.as('total'))),
  ]);
  const total = counted?.total ?? 0;
  return {
    entries: rows.map((row) => ({
      _id: String(row.id),
      at: row.at.toISOString(),
      staff_id: row.staff_id,
      actor: row.actor,
      action: row.action,
      record_type: row.record_type,
      record_id: row.record_id,
      before: row.before,
      after: row.after,
    })),
    pagination: { page, limit: AUDIT_PAGE_SIZE, total, totalPages: Math.ceil(total / AUDIT_PAGE_SIZE) },
  };
}
