// The leads the sales team works from: every enquiry with what it was about, where it came from and
// whether the buyer's phone passed an OTP. Read by `npm run leads` (src/leads/leads-cli.ts), straight
// from the database or, while the embedded database is in use by the server, through the server.
import type { Queryable } from '../db/db.ts';
import { TRACKING_FIELDS, type Lead } from '../schemas/index.ts';

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
  'verified',
];

interface LeadRow {
  created_at: Date | string;
  name: string;
  phone: string;
  country_code: string;
  email: string;
  title: string | null;
  unit_name: string | null;
  project_name: string | null;
  source_url: string | null;
  scheduled_time_of_visit: Date | string | null;
  partner: string | null;
  verified: boolean;
  [trackingField: string]: unknown;
}

const INDIA = new Intl.DateTimeFormat('sv-SE', {
  timeZone: 'Asia/Kolkata',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

/** '2026-11-24 10:47:35 IST'. */
export const indiaTime = (value: Date | string) => `${INDIA.format(new Date(value))} IST`;

/** The enquiries since `since` (all when null), oldest first. */
export async function listLeads(db: Queryable, since: Date | null): Promise<Lead[]> {
  const rows = await db.query<LeadRow>(
    `SELECT e.created_at, e.name, e.phone, e.country_code, e.email, e.title, u.name AS unit_name,
            p.name AS project_name, e.source_url, e.scheduled_time_of_visit, e.partner,
            EXISTS (SELECT 1 FROM users v WHERE v.phone_code = e.country_code AND v.phone_number = e.phone) AS verified,
            ${TRACKING_FIELDS.map((field) => `t.${field}`).join(', ')}
       FROM enquiries e
       LEFT JOIN units u ON u.id = e.unit_id
       LEFT JOIN projects p ON p.id = e.project_id
       LEFT JOIN enquiry_tracking t ON t.enquiry_id = e.id
      WHERE $1::timestamptz IS NULL OR e.created_at >= $1::timestamptz
      ORDER BY e.created_at, e.id`,
    [since?.toISOString() ?? null],
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
    verified: row.verified ? 'yes' : 'no',
  }));
}

/**
 * One CSV cell. Text from the public (a name, a URL) that starts with = + - @ would run as a formula
 * in a spreadsheet, so it gets a leading apostrophe (OWASP's advice); the phone is checked digits.
 */
function csvCell(column: keyof Lead, value: string): string {
  const safe = column !== 'phone' && /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** The leads as CSV with a header row, lines ending in CRLF (RFC 4180, as spreadsheets expect). */
export function leadsCsv(leads: readonly Lead[]): string {
  const lines = [
    LEAD_COLUMNS.join(','),
    ...leads.map((lead) => LEAD_COLUMNS.map((column) => csvCell(column, lead[column])).join(',')),
  ];
  return `${lines.join('\r\n')}\r\n`;
}
