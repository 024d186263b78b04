// The relationship managers as the team manages them: every sales-team member with the studio account
// it is linked to (null when not linked: such a member gets no leads), the cities they cover, whether
// they are away (skipped by the round-robin) and how many open leads they hold.
import { sql } from 'kysely';
import type { Db, Queryable } from '../db/db.ts';
import { qb, run, runOne } from '../db/kysely.ts';
import { ForbiddenError, NotFoundError } from '../lib/errors.ts';
import { recordAudit } from '../plugins/app/audit-log.ts';
import { MEMBER_NOT_FOUND_MESSAGE } from '../plugins/app/studio-people-repository.ts';
import type { RelationshipManagerRow } from '../schemas/index.ts';
import type { SalesViewer } from './viewer.ts';

export const AWAY_OTHERS_MESSAGE = 'Only the member themself or an admin can mark them away.';

/** Booked and lost leads are done; the rest are a manager's open leads. */
const OPEN = sql<boolean>`l.stage NOT IN ('booked', 'lost') AND l.erased_at IS NULL`;

export async function relationshipManagers(
  db: Queryable,
  onlyId?: string,
): Promise<RelationshipManagerRow[]> {
  let query = qb
    .selectFrom('sales_team as m')
    .leftJoin('staff as s', 's.id', 'm.staff_id')
    .select((eb) => [
      'm.id',
      'm.name',
      'm.image',
      'm.away',
      'm.city_ids',
      's.id as staff_id',
      's.name as staff_name',
      's.role as staff_role',
      sql<number>`(SELECT count(*)::int FROM leads l WHERE l.manager_id = m.id AND ${OPEN})`.as('open_leads'),
      eb
        .selectFrom('cities as c')
        .select(
          sql<string>`coalesce(json_agg(json_build_array(c.id, c.name) ORDER BY c.position, c.name), '[]')::text`.as(
            'list',
          ),
        )
        .where('c.id', '=', sql<string>`ANY(m.city_ids)`)
        .as('cities'),
    ])
    .orderBy('m.position')
    .orderBy('m.name')
    .orderBy('m.id');
  if (onlyId !== undefined) query = query.where('m.id', '=', onlyId);
  const rows = await run(db, query);
  return rows.map((row) => ({
    _id: row.id,
    name: row.name,
    image: row.image,
    staff:
      row.staff_id === null
        ? null
        : { _id: row.staff_id, name: row.staff_name ?? '', role: row.staff_role ?? '' },
    cities: (JSON.parse(row.cities ?? '[]') as [string, string][]).map(([id, name]) => ({ _id: id, name })),
    away: row.away,
    open_leads: row.open_leads,
  }));
}

/** A member marks themself away (or back); an admin may mark anyone. Audited. */
export async function setAway(
  db: Db,
  viewer: SalesViewer,
  memberId: string,
  away: boolean,
): Promise<RelationshipManagerRow> {
  await db.transaction(async (tx) => {
    const member = await runOne(
      tx,
      qb.selectFrom('sales_team').select(['id', 'staff_id', 'away']).where('id', '=', memberId).forUpdate(),
    );
    if (!member) throw new NotFoundError(MEMBER_NOT_FOUND_MESSAGE);
    if (!viewer.admin && member.staff_id !== viewer.staffId) throw new ForbiddenError(AWAY_OTHERS_MESSAGE);
    await run(tx, qb.updateTable('sales_team').set({ away }).where('id', '=', memberId));
    await recordAudit(tx, viewer.audit, {
      action: 'sales_member.away',
      recordType: 'sales_member',
      recordId: memberId,
      before: { away: member.away },
      after: { away },
    });
  });
  const [row] = await relationshipManagers(db, memberId);
  return row!;
}
