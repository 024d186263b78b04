// The sales team's rules (one row of sales_settings): how many office minutes a lead may stay new
// before the admins are told, and the office hours in India time (which may cross midnight).
// Read by the team, written by an admin; every write audited.
import type { Db, Queryable } from '../db/db.ts';
import { qb, run, runOne } from '../db/kysely.ts';
import { UnprocessableError } from '../lib/errors.ts';
import { recordAudit, type Actor } from '../plugins/app/audit-log.ts';
import type { SalesSettings } from '../schemas/index.ts';

const COLUMNS = ['escalation_minutes', 'office_opens', 'office_closes'] as const;

export async function readSalesSettings(db: Queryable): Promise<SalesSettings> {
  const row = await runOne(db, qb.selectFrom('sales_settings').select(COLUMNS));
  return row ?? { escalation_minutes: 15, office_opens: '09:00', office_closes: '19:00' };
}

export const SAME_HOURS_MESSAGE =
  'office_closes: the office must be open for some of the day (opens ≠ closes).';

export async function writeSalesSettings(db: Db, actor: Actor, settings: SalesSettings, now: Date) {
  if (settings.office_opens === settings.office_closes) throw new UnprocessableError(SAME_HOURS_MESSAGE);
  return db.transaction(async (tx) => {
    const before = await runOne(tx, qb.selectFrom('sales_settings').select(COLUMNS).forUpdate());
    await run(tx, qb.updateTable('sales_settings').set({ ...settings, updated_at: now }));
    await recordAudit(tx, actor, {
      action: 'sales_settings.edit',
      recordType: 'sales_settings',
      recordId: 'sales_settings',
      before: before ?? null,
      after: settings,
    });
    return settings;
  });
}
