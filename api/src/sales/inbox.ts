// The inbox: one row per buyer (lead), newest activity first, 50 a page, filtered by stage, manager,
// escalation and a name or phone. A `sales` member sees only their own leads; an admin sees all.
// Its ETag is the inbox's version (lead-events.ts) and a hash of the query and the viewer, so a poll
// that changed nothing costs one indexed read and gets a 304.
import { createHash } from 'node:crypto';
import { sql, type ExpressionBuilder, type SelectQueryBuilder } from 'kysely';
import type { Queryable } from '../db/db.ts';
import { qb, run, runOne } from '../db/kysely.ts';
import type { Database, LeadsTable } from '../db/schema.generated.ts';
import type { EnquiryKind, LeadStage, LeadTemperature, LostReason } from '../contract/sales.ts';
import type { LeadInboxQuery, LeadSummary, Pagination } from '../schemas/index.ts';
import type { SalesViewer } from './viewer.ts';

export const INBOX_PAGE_SIZE = 50;

/**
 * `W/"inbox-<version>-<hash of the query and the viewer>"`: what If-None-Match is compared with. The
 * viewer is their account and role; which member it is linked to moves the version instead (the people
 * editor bumps it), so a poll needs no more than the version to answer 304.
 */
export function inboxTag(
  version: number,
  query: LeadInboxQuery,
  viewer: { staffId: string; admin: boolean },
): string {
  const canonical = JSON.stringify([
    viewer.staffId,
    viewer.admin,
    query.stage ?? null,
    query.manager ?? null,
    query.escalated ?? null,
    query.q ?? null,
    query.page ?? 1,
  ]);
  const hash = createHash('sha256').update(canonical).digest('base64url').slice(0, 16);
  return `W/"inbox-${version}-${hash}"`;
}

/** If-None-Match names this tag (weakly compared, as RFC 9110 asks for GET), or is `*`. */
export function ifNoneMatchHits(header: string | undefined, tag: string): boolean {
  if (header === undefined) return false;
  const bare = tag.replace(/^W\//, '');
  return header.split(',').some((candidate) => {
    const trimmed = candidate.trim();
    return trimmed === '*' || trimmed.replace(/^W\//, '') === bare;
  });
}

/** `leads as l`, as Kysely types the alias. */
type LeadsDb = Database & { l: LeadsTable };
type LeadsFrom = SelectQueryBuilder<LeadsDb, 'l', object>;

/** Escapes LIKE's wildcards in what the person typed. */
const likeText = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/** The leads the viewer may see, narrowed by the query's filters. */
function filtered(query: LeadInboxQuery, viewer: SalesViewer): LeadsFrom {
  let leads: LeadsFrom = qb.selectFrom('leads as l');
  // A sales member: their own leads only, whatever they ask for ('me' is implicit).
  if (!viewer.admin)
    leads =
      viewer.managerId === null
        ? leads.where(sql<boolean>`false`)
        : leads.where('l.manager_id', '=', viewer.managerId);
  if (query.manager === 'me')
    leads =
      viewer.managerId === null
        ? leads.where(sql<boolean>`false`)
        : leads.where('l.manager_id', '=', viewer.managerId);
  else if (query.manager === 'none') leads = leads.where('l.manager_id', 'is', null);
  else if (query.manager !== undefined) leads = leads.where('l.manager_id', '=', query.manager);
  if (query.stage !== undefined) leads = leads.where('l.stage', '=', query.stage);
  if (query.escalated !== undefined)
    leads = leads.where('l.escalated_at', query.escalated ? 'is not' : 'is', null);
  const text = query.q?.trim();
  if (text) {
    const digits = text.replace(/[^0-9]/g, '');
    const pattern = `%${likeText(text)}%`;
    leads = leads.where((eb) =>
      eb.or([
        eb('l.name', 'ilike', pattern),
        ...(digits.length >= 3 ? [eb('l.phone', 'like', `%${digits}%`)] : []),
      ]),
    );
  }
  return leads;
}

/** The columns of a summary, for any query over `leads as l`. */
export function summaryColumns(eb: ExpressionBuilder<LeadsDb, 'l'>) {
  return [
    'l.id',
    'l.name',
    'l.phone',
    'l.stage',
    'l.temperature',
    'l.lost_reason',
    'l.created_at',
    'l.last_enquiry_at',
    'l.assigned_at',
    'l.first_contact_at',
    'l.next_follow_up_at',
    'l.escalated_at',
    'l.erased_at',
    'l.city_id',
    'l.manager_id',
    eb.selectFrom('cities as c').select('c.name').whereRef('c.id', '=', 'l.city_id').as('city_name'),
    eb
      .selectFrom('sales_team as m')
      .select(sql<string>`json_build_array(m.name, m.image)::text`.as('m'))
      .whereRef('m.id', '=', 'l.manager_id')
      .as('manager'),
    sql<string[] | null>`(SELECT array_agg(k.kind ORDER BY k.first_at) FROM (
        SELECT ev.enquiry_kind AS kind, min(ev.at) AS first_at FROM lead_events ev
        WHERE ev.lead_id = l.id AND ev.type = 'enquiry' AND ev.enquiry_kind IS NOT NULL
        GROUP BY ev.enquiry_kind) k)`.as('kinds'),
    sql<number>`(SELECT count(*)::int FROM lead_events ev WHERE ev.lead_id = l.id AND ev.type = 'enquiry')`.as(
      'enquiries',
    ),
    sql<boolean>`EXISTS (SELECT 1 FROM enquiries e JOIN users v
        ON v.phone_code = e.country_code AND v.phone_number = e.phone WHERE e.lead_id = l.id)`.as('verified'),
  ] as const;
}

type SummaryRow = Awaited<ReturnType<typeof summaryRows>>[number];
function summaryRows(db: Queryable, leads: LeadsFrom) {
  return run(db, leads.select(summaryColumns));
}

const iso = (value: Date | null) => (value === null ? null : value.toISOString());

export function toSummary(row: SummaryRow): LeadSummary {
  const erased = row.erased_at !== null;
  const [managerName, managerImage] =
    row.manager === null ? [null, null] : (JSON.parse(row.manager) as [string, string | null]);
  const from = row.assigned_at ?? row.created_at;
  return {
    _id: row.id,
    name: erased ? null : row.name,
    phone: erased ? null : row.phone,
    city: row.city_id !== null && row.city_name !== null ? { _id: row.city_id, name: row.city_name } : null,
    manager:
      row.manager_id !== null && managerName !== null
        ? { _id: row.manager_id, name: managerName, image: managerImage }
        : null,
    stage: row.stage as LeadStage,
    temperature: row.temperature as LeadTemperature | null,
    lost_reason: row.lost_reason as LostReason | null,
    kinds: (row.kinds ?? []) as EnquiryKind[],
    enquiries: row.enquiries,
    verified: !erased && row.verified,
    created_at: row.created_at.toISOString(),
    last_enquiry_at: row.last_enquiry_at.toISOString(),
    assigned_at: iso(row.assigned_at),
    first_contact_at: iso(row.first_contact_at),
    minutes_to_first_contact:
      row.first_contact_at === null
        ? null
        : Math.round((row.first_contact_at.getTime() - from.getTime()) / 600) / 100,
    next_follow_up_at: iso(row.next_follow_up_at),
    escalated: row.escalated_at !== null,
    erased,
  };
}

/** One page of the inbox, newest activity first. */
export async function listInbox(
  db: Queryable,
  query: LeadInboxQuery,
  viewer: SalesViewer,
): Promise<{ leads: LeadSummary[]; pagination: Pagination }> {
  const page = query.page ?? 1;
  const leads = filtered(query, viewer);
  // The page's ids first: the summary's subqueries then run for its 50 rows, not for every row an
  // OFFSET skips.
  const pageIds = leads
    .select('l.id')
    .orderBy('l.last_enquiry_at', 'desc')
    .orderBy('l.id', 'desc')
    .limit(INBOX_PAGE_SIZE)
    .offset((page - 1) * INBOX_PAGE_SIZE);
  const [rows, counted] = await Promise.all([
    summaryRows(
      db,
      qb
        .selectFrom('leads as l')
        .where('l.id', 'in', pageIds)
        .orderBy('l.last_enquiry_at', 'desc')
        .orderBy('l.id', 'desc'),
    ),
    runOne(db, leads.select(sql<number>`count(*)::int`.as('total'))),
  ]);
  const total = counted?.total ?? 0;
  return {
    leads: rows.map(toSummary),
    pagination: { page, limit: INBOX_PAGE_SIZE, total, totalPages: Math.ceil(total / INBOX_PAGE_SIZE) },
  };
}

/** One lead's summary (the viewer's right to it is checked by the caller). */
export async function leadSummary(db: Queryable, leadId: string): Promise<LeadSummary | null> {
  const [row] = await summaryRows(db, qb.selectFrom('leads as l').where('l.id', '=', leadId));
  return row === undefined ? null : toSummary(row);
}
