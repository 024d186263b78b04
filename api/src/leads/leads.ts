// The leads the sales team works from: every enquiry with what it was about, where it came from and
// whether the buyer's phone passed an OTP; the developers' project listings; the owners' villa
// listings with their photos. Read by `npm run leads` (src/leads/leads-cli.ts), straight from the
// database or, while the embedded database is in use by the server, through the server.
import { sql } from 'kysely';
import type { JsonValue } from '../db/column-types.ts';
import type { Queryable } from '../db/db.ts';
import { qb, run } from '../db/kysely.ts';
import { uploadUrl } from '../uploads/urls.ts';
import {
  TRACKING_FIELDS,
  type IndividualLead,
  type Lead,
  type LeadKind,
  type PartnerLead,
} from '../schemas/index.ts';

export const LEAD_COLUMNS: readonly (keyof Lead)[] = [
  'time',
  'name',
  'phone',
  'email',
  'title',
  'unit',
  'project',
  'source_url',
  'tracking',
  'scheduled_call',
  'partner',
  'partner_verified',
  'verified',
  'stage',
  'manager',
];

const INDIA = new Intl.DateTimeFormat('sv-SE', {
  timeZone: 'Asia/Kolkata',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

/**
 * Not of a buyer who had their data erased (DPDP Act 2023): no export holds an erased lead, whatever
 * the erasure left in the row.
 */
const notErased = (alias: 'e' | 'p' | 'o') =>
  sql<boolean>`NOT EXISTS (SELECT 1 FROM leads x WHERE x.id = ${sql.ref(`${alias}.lead_id`)} AND x.erased_at IS NOT NULL)`;

/** '2026-11-24 10:47:35 IST'. */
export const indiaTime = (value: Date | string) => `${INDIA.format(new Date(value))} IST`;

/** The enquiries since `since` (all when null), oldest first. */
export async function listLeads(db: Queryable, since: Date | null): Promise<Lead[]> {
  const rows = await run(
    db,
    qb
      .selectFrom('enquiries as e')
      .leftJoin('units as u', 'u.id', 'e.unit_id')
      .leftJoin('projects as p', 'p.id', 'e.project_id')
      .leftJoin('enquiry_tracking as t', 't.enquiry_id', 'e.id')
      .leftJoin('leads as l', 'l.id', 'e.lead_id')
      .leftJoin('sales_team as m', 'm.id', 'l.manager_id')
      .selectAll('t')
      .select([
        'e.created_at',
        'e.name',
        'e.phone',
        'e.country_code',
        'e.email',
        'e.title',
        'u.name as unit_name',
        'p.name as project_name',
        'e.source_url',
        'e.scheduled_time_of_visit',
        'e.partner',
        sql<boolean>`e.user_id IS NOT NULL`.as('partner_verified'),
        sql<boolean>`EXISTS (SELECT 1 FROM users v WHERE v.phone_code = e.country_code AND v.phone_number = e.phone)`.as(
          'verified',
        ),
        'l.stage',
        'm.name as manager',
      ])
      .where((eb) => (since === null ? eb.lit(true) : eb('e.created_at', '>=', since)))
      .where(notErased('e'))
      .orderBy('e.created_at')
      .orderBy('e.id'),
  );
  return rows.map((row) => ({
    time: indiaTime(row.created_at),
    name: row.name,
    phone: `${row.country_code}${row.phone}`,
    email: row.email,
    title: row.title ?? '',
    unit: row.unit_name ?? '',
    project: row.project_name ?? '',
    source_url: row.source_url ?? '',
    tracking: TRACKING_FIELDS.filter((field) => row[field])
      .map((field) => `${field}=${String(row[field])}`)
      .join('; '),
    scheduled_call: row.scheduled_time_of_visit ? indiaTime(row.scheduled_time_of_visit) : '',
    partner: row.partner ?? '',
    partner_verified: row.partner === null ? '' : row.partner_verified ? 'yes' : 'no',
    verified: row.verified ? 'yes' : 'no',
    stage: row.stage ?? '',
    manager: row.manager ?? '',
  }));
}

export const PARTNER_LEAD_COLUMNS: readonly (keyof PartnerLead)[] = [
  'time',
  'name',
  'phone',
  'email',
  'developer',
  'project',
  'stage',
  'rera_registered',
  'rera_number',
  'property_type',
  'configuration',
  'remarks',
  'city',
  'location',
];

/** A jsonb list as the drivers give it (parsed, or as text). */
const list = (value: JsonValue): string[] =>
  (Array.isArray(value) ? value : JSON.parse(String(value))) as string[];

/** The developer (partner) forms since `since` (all when null), oldest first. */
export async function listPartnerLeads(db: Queryable, since: Date | null): Promise<PartnerLead[]> {
  const rows = await run(
    db,
    qb
      .selectFrom('partner_enquiries as p')
      .leftJoin('cities as c', 'c.id', 'p.city_id')
      .leftJoin('locations as l', 'l.id', 'p.location_id')
      .select([
        'p.created_at',
        'p.name',
        'p.contact_number',
        'p.email_id',
        'p.developer_name',
        'p.project_name',
        'p.stage',
        'p.is_project_rera_registered',
        'p.rera_number',
        'p.property_type',
        'p.configuration',
        'p.remarks',
        'c.name as city',
        'l.name as location',
      ])
      .where((eb) => (since === null ? eb.lit(true) : eb('p.created_at', '>=', since)))
      .where(notErased('p'))
      .orderBy('p.created_at')
      .orderBy('p.id'),
  );
  return rows.map((row) => ({
    time: indiaTime(row.created_at),
    name: row.name,
    phone: `+91${row.contact_number}`,
    email: row.email_id,
    developer: row.developer_name,
    project: row.project_name,
    stage: row.stage,
    rera_registered: row.is_project_rera_registered ? 'yes' : 'no',
    rera_number: row.rera_number ?? '',
    property_type: list(row.property_type).join('; '),
    configuration: list(row.configuration).join('; '),
    remarks: row.remarks,
    city: row.city ?? '',
    location: row.location ?? '',
  }));
}

export const INDIVIDUAL_LEAD_COLUMNS: readonly (keyof IndividualLead)[] = [
  'time',
  'name',
  'phone',
  'email',
  'villa_type',
  'villa_number',
  'bedroom',
  'bathrooms',
  'balconies',
  'builtup_area',
  'villa_price',
  'main_door_facing',
  'furnishing',
  'property_stage',
  'property_age_in_years',
  'car_parking',
  'available_from',
  'city',
  'location',
  'photos',
];

/**
 * The owners' villa listings since `since` (all when null), oldest first. `publicUrl` makes the photo
 * links absolute (PUBLIC_URL), so that they open from a spreadsheet.
 */
export async function listIndividualLeads(
  db: Queryable,
  since: Date | null,
  publicUrl: string,
): Promise<IndividualLead[]> {
  const rows = await run(
    db,
    qb
      .selectFrom('owner_listings as o')
      .innerJoin('cities as c', 'c.id', 'o.city_id')
      .innerJoin('locations as l', 'l.id', 'o.location_id')
      .select([
        'o.created_at',
        'o.name',
        'o.phone_number',
        'o.email',
        'o.villa_type',
        'o.villa_number',
        'o.bedroom',
        'o.bathrooms',
        'o.balconies',
        'o.builtup_area',
        'o.villa_price',
        'o.main_door_facing',
        'o.furnishing',
        'o.property_stage',
        'o.property_age_in_years',
        'o.car_parking',
        sql<string>`to_char(o.available_from, 'YYYY-MM-DD')`.as('available_from'),
        'c.name as city',
        'l.name as location',
        'o.property_images',
      ])
      .where((eb) => (since === null ? eb.lit(true) : eb('o.created_at', '>=', since)))
      .where(notErased('o'))
      .orderBy('o.created_at')
      .orderBy('o.id'),
  );
  return rows.map((row) => ({
    time: indiaTime(row.created_at),
    name: row.name,
    phone: `+91${row.phone_number}`,
    email: row.email,
    villa_type: row.villa_type,
    villa_number: row.villa_number,
    bedroom: row.bedroom,
    bathrooms: row.bathrooms,
    balconies: row.balconies,
    builtup_area: String(row.builtup_area),
    villa_price: String(row.villa_price),
    main_door_facing: row.main_door_facing,
    furnishing: row.furnishing,
    property_stage: row.property_stage,
    property_age_in_years: row.property_age_in_years === null ? '' : String(row.property_age_in_years),
    car_parking: row.car_parking,
    available_from: row.available_from,
    city: row.city,
    location: row.location,
    photos: list(row.property_images)
      .map((id) => `${publicUrl}${uploadUrl(id, 'display')}`)
      .join(' '),
  }));
}

/** Any kind of lead: one row of text cells. */
type LeadRecord = Lead | PartnerLead | IndividualLead;

/** The columns of each kind, in the order the CSV shows them. */
export const LEAD_COLUMNS_BY_KIND: Record<LeadKind, readonly string[]> = {
  enquiries: LEAD_COLUMNS,
  partners: PARTNER_LEAD_COLUMNS,
  individuals: INDIVIDUAL_LEAD_COLUMNS,
};

/** Checked digits, and URLs we built: never a formula. */
const TRUSTED_COLUMNS = new Set(['phone', 'photos']);

/**
 * One CSV cell. Text from the public (a name, a URL) that starts with = + - @ would run as a formula
 * in a spreadsheet, so it gets a leading apostrophe (OWASP's advice); the phone is checked digits.
 */
function csvCell(column: string, value: string): string {
  const safe = !TRUSTED_COLUMNS.has(column) && /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** The leads as CSV with a header row, lines ending in CRLF (RFC 4180, as spreadsheets expect). */
export function leadsCsv(leads: readonly LeadRecord[], columns: readonly string[] = LEAD_COLUMNS): string {
  const lines = [
    columns.join(','),
    ...leads.map((lead) =>
      columns.map((column) => csvCell(column, (lead as Record<string, string>)[column] ?? '')).join(','),
    ),
  ];
  return `${lines.join('\r\n')}\r\n`;
}

/** A report's table as CSV (the studio's reports): the same formula-safe cells, numbers as they are. */
export function reportCsv(
  columns: readonly string[],
  rows: readonly (readonly (string | number | null)[])[],
): string {
  const lines = [
    columns.map((column) => csvCell('', column)).join(','),
    ...rows.map((row) =>
      row.map((cell) => (typeof cell === 'number' ? String(cell) : csvCell('', cell ?? ''))).join(','),
    ),
  ];
  return `${lines.join('\r\n')}\r\n`;
}

/** The leads of one kind. */
export async function listLeadsOfKind(
  db: Queryable,
  kind: LeadKind,
  since: Date | null,
  publicUrl: string,
): Promise<LeadRecord[]> {
  if (kind === 'partners') return listPartnerLeads(db, since);
  if (kind === 'individuals') return listIndividualLeads(db, since, publicUrl);
  return listLeads(db, since);
}
