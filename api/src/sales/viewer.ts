// Who is looking at the inbox: a studio account and the sales-team member it is linked to (its
// relationship-manager row). A `sales` member sees the leads assigned to them; an admin sees all.
import type { Queryable } from '../db/db.ts';
import { qb, runOne } from '../db/kysely.ts';
import { ForbiddenError, NotFoundError } from '../lib/errors.ts';
import type { Actor } from '../plugins/app/audit-log.ts';
import { actorOf } from '../plugins/app/staff-repository.ts';
import type { StaffMember } from '../schemas/index.ts';

export interface SalesViewer {
  staffId: string;
  name: string;
  admin: boolean;
  /** The sales_team row linked to this account, if any: the leads it manages. */
  managerId: string | null;
  /** For the audit log: name and phone. */
  audit: Actor;
  /** For the timeline: the name as it is now. */
  timeline: Actor;
}

export async function salesViewer(db: Queryable, staff: StaffMember): Promise<SalesViewer> {
  const linked = await runOne(db, qb.selectFrom('sales_team').select('id').where('staff_id', '=', staff._id));
  return {
    staffId: staff._id,
    name: staff.name,
    admin: staff.role === 'admin',
    managerId: linked?.id ?? null,
    audit: actorOf(staff),
    timeline: { staffId: staff._id, label: staff.name },
  };
}

export const LEAD_NOT_FOUND_MESSAGE = 'No lead has this id.';
export const NOT_YOUR_LEAD_MESSAGE =
  'This lead is assigned to another relationship manager: only they and the admins can open it.';

/** A lead the viewer may open: 404 when there is none, 403 when a sales member's lead is someone else's. */
export async function openableLead(
  db: Queryable,
  viewer: SalesViewer,
  leadId: string,
  options: { forUpdate?: boolean } = {},
) {
  let query = qb.selectFrom('leads').selectAll().where('id', '=', leadId);
  if (options.forUpdate) query = query.forUpdate();
  const lead = await runOne(db, query);
  if (!lead) throw new NotFoundError(LEAD_NOT_FOUND_MESSAGE);
  if (!viewer.admin && (viewer.managerId === null || lead.manager_id !== viewer.managerId))
    throw new ForbiddenError(NOT_YOUR_LEAD_MESSAGE);
  return lead;
}
