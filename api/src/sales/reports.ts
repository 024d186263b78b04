// The inbox's reports, each a table (columns and rows) that the studio shows and that its CSV repeats.
// They are the team's figures, the same for every member who may read them (sales and admins): counts
// and times, never a buyer's personal field, so erased leads count like any other.
//
// - sources, partners, projects, weeks: per enquiry (the timeline's `enquiry` entries, by their time);
// - cities, conversion, first_contact: per lead (by the time it arrived);
// - from/to: India-time days, inclusive; both optional.
import { sql, type RawBuilder } from 'kysely';
import type { Queryable } from '../db/db.ts';
import { runSql } from '../db/kysely.ts';
import { LEAD_REPORT_TITLES, LEAD_STAGE_LABELS, LEAD_STAGES, type LeadReport } from '../contract/sales.ts';
import type { LeadReportQuery, LeadReportTable } from '../schemas/index.ts';
import { addDays, indiaMidnight } from './calendar.ts';

type Cell = string | number | null;

/** A share in per cent with one decimal, or null when there is nothing to divide by. */
const percent = (part: number, whole: number): number | null =>
  whole === 0 ? null : Math.round((part / whole) * 1000) / 10;
const oneDecimal = (value: number | null): number | null =>
  value === null ? null : Math.round(Number(value) * 10) / 10;

/** `column` within the query's days (India time). */
function within(column: RawBuilder<unknown>, query: LeadReportQuery): RawBuilder<boolean> {
  const from = query.from === undefined ? sql`true` : sql`${column} >= ${indiaMidnight(query.from)}`;
  const to = query.to === undefined ? sql`true` : sql`${column} < ${indiaMidnight(addDays(query.to, 1))}`;
  return sql<boolean>`(${from} AND ${to})`;
}

/** The buyer-site enquiry of a timeline entry (developers' and owners' forms have their own tables). */
const BUYER_ENQUIRY = sql`ev.enquiry_kind NOT IN ('developer', 'owner')`;

async function sources(db: Queryable, query: LeadReportQuery): Promise<Cell[][]> {
  const rows = await runSql<{ source: string; enquiries: number; leads: number }>(
    db,
    sql`SELECT coalesce(nullif(t.primary_source, ''), nullif(t.platform, ''), nullif(t.medium, ''),
          CASE WHEN t.gclid IS NOT NULL THEN 'google_ads' END,
          CASE WHEN e.partner IS NOT NULL THEN 'partner: ' || e.partner END,
          'direct') AS source,
        count(*)::int AS enquiries, count(DISTINCT ev.lead_id)::int AS leads
      FROM lead_events ev
      LEFT JOIN enquiries e ON e.id = ev.enquiry_id AND ${BUYER_ENQUIRY}
      LEFT JOIN enquiry_tracking t ON t.enquiry_id = e.id
      WHERE ev.type = 'enquiry' AND ${within(sql`ev.at`, query)}
      GROUP BY 1 ORDER BY 2 DESC, 1`,
  );
  const total = rows.reduce((sum, row) => sum + row.enquiries, 0);
  return rows.map((row) => [row.source, row.enquiries, row.leads, percent(row.enquiries, total)]);
}

async function partners(db: Queryable, query: LeadReportQuery): Promise<Cell[][]> {
  const rows = await runSql<{ partner: string; enquiries: number; leads: number; verified: number }>(
    db,
    sql`SELECT e.partner, count(*)::int AS enquiries, count(DISTINCT ev.lead_id)::int AS leads,
        count(*) FILTER (WHERE e.user_id IS NOT NULL)::int AS verified
      FROM lead_events ev JOIN enquiries e ON e.id = ev.enquiry_id
      WHERE ev.type = 'enquiry' AND ${BUYER_ENQUIRY} AND e.partner IS NOT NULL AND ${within(sql`ev.at`, query)}
      GROUP BY e.partner ORDER BY 2 DESC, 1`,
  );
  return rows.map((row) => [
    row.partner,
    row.enquiries,
    row.leads,
    row.verified,
    percent(row.verified, row.enquiries),
  ]);
}

async function projects(db: Queryable, query: LeadReportQuery): Promise<Cell[][]> {
  const rows = await runSql<{ project: string; city: string; enquiries: number; leads: number }>(
    db,
    sql`SELECT p.name AS project, c.name AS city, count(*)::int AS enquiries,
        count(DISTINCT ev.lead_id)::int AS leads
      FROM lead_events ev
      JOIN enquiries e ON e.id = ev.enquiry_id
      LEFT JOIN units u ON u.id = e.unit_id
      JOIN projects p ON p.id = coalesce(e.project_id, u.project_id)
      JOIN cities c ON c.id = p.city_id
      WHERE ev.type = 'enquiry' AND ${BUYER_ENQUIRY} AND ${within(sql`ev.at`, query)}
      GROUP BY p.id, p.name, c.name ORDER BY 3 DESC, 1`,
  );
  return rows.map((row) => [row.project, row.city, row.enquiries, row.leads]);
}

async function cities(db: Queryable, query: LeadReportQuery): Promise<Cell[][]> {
  const rows = await runSql<{ city: string | null; leads: number; booked: number; lost: number }>(
    db,
    sql`SELECT c.name AS city, count(*)::int AS leads,
        count(*) FILTER (WHERE l.stage = 'booked')::int AS booked,
        count(*) FILTER (WHERE l.stage = 'lost')::int AS lost
      FROM leads l LEFT JOIN cities c ON c.id = l.city_id
      WHERE ${within(sql`l.created_at`, query)}
      GROUP BY c.name ORDER BY 2 DESC, 1 NULLS LAST`,
  );
  return rows.map((row) => [row.city ?? 'No city', row.leads, row.booked, row.lost]);
}

const ISO_WEEK = (column: RawBuilder<unknown>) =>
  sql<string>`to_char(${column} AT TIME ZONE 'Asia/Kolkata', 'IYYY-"W"IW')`;

async function weeks(db: Queryable, query: LeadReportQuery): Promise<Cell[][]> {
  const [enquiries, arrivals] = await Promise.all([
    runSql<{ week: string; enquiries: number; leads: number }>(
      db,
      sql`SELECT ${ISO_WEEK(sql`ev.at`)} AS week, count(*)::int AS enquiries, count(DISTINCT ev.lead_id)::int AS leads
        FROM lead_events ev WHERE ev.type = 'enquiry' AND ${within(sql`ev.at`, query)} GROUP BY 1`,
    ),
    runSql<{ week: string; leads: number }>(
      db,
      sql`SELECT ${ISO_WEEK(sql`l.created_at`)} AS week, count(*)::int AS leads
        FROM leads l WHERE ${within(sql`l.created_at`, query)} GROUP BY 1`,
    ),
  ]);
  const byWeek = new Map<string, [number, number, number]>();
  for (const row of enquiries) byWeek.set(row.week, [row.enquiries, row.leads, 0]);
  for (const row of arrivals) {
    const counts = byWeek.get(row.week) ?? [0, 0, 0];
    counts[2] = row.leads;
    byWeek.set(row.week, counts);
  }
  return [...byWeek.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([week, counts]) => [week, ...counts]);
}

/** The pipeline without `lost`, in order: a lead that reached a stage is counted at every stage before it. */
const PIPELINE = LEAD_STAGES.filter((stage) => stage !== 'lost');

async function conversion(db: Queryable, query: LeadReportQuery): Promise<Cell[][]> {
  // Each lead's furthest stage: the highest of its stage history (the timeline) and its stage now.
  const rows = await runSql<{ furthest: number; lost: boolean; leads: number }>(
    db,
    sql`SELECT furthest, lost, count(*)::int AS leads FROM (
        SELECT coalesce((SELECT max(array_position(ARRAY[${sql.join(PIPELINE)}]::text[], s.stage)) FROM (
            SELECT l.stage
            UNION ALL
            SELECT ev.data->>'to_stage' FROM lead_events ev WHERE ev.lead_id = l.id AND ev.type = 'stage'
          ) s), 1) AS furthest,
          l.stage = 'lost' AS lost
        FROM leads l WHERE ${within(sql`l.created_at`, query)}
      ) f GROUP BY furthest, lost`,
  );
  const all = rows.reduce((sum, row) => sum + row.leads, 0);
  const reached = PIPELINE.map((_, index) =>
    rows.filter((row) => row.furthest >= index + 1).reduce((sum, row) => sum + row.leads, 0),
  );
  const lost = rows.filter((row) => row.lost).reduce((sum, row) => sum + row.leads, 0);
  return [
    ...PIPELINE.map((stage, index) => [
      LEAD_STAGE_LABELS[stage],
      reached[index]!,
      index === 0 ? percent(reached[0]!, all) : percent(reached[index]!, reached[index - 1]!),
    ]),
    [LEAD_STAGE_LABELS.lost, lost, percent(lost, all)],
  ];
}

async function firstContact(db: Queryable, query: LeadReportQuery): Promise<Cell[][]> {
  const MINUTES = sql`extract(epoch FROM l.first_contact_at - coalesce(l.assigned_at, l.created_at)) / 60`;
  const rows = await runSql<{
    manager: string | null;
    everyone: boolean;
    leads: number;
    contacted: number;
    p50: number | null;
    p90: number | null;
  }>(
    db,
    sql`SELECT m.name AS manager, GROUPING(m.id, m.name) <> 0 AS everyone, count(*)::int AS leads,
        count(l.first_contact_at)::int AS contacted,
        percentile_cont(0.5) WITHIN GROUP (ORDER BY ${MINUTES}) AS p50,
        percentile_cont(0.9) WITHIN GROUP (ORDER BY ${MINUTES}) AS p90
      FROM leads l LEFT JOIN sales_team m ON m.id = l.manager_id
      WHERE ${within(sql`l.created_at`, query)}
      GROUP BY GROUPING SETS ((), (m.id, m.name))
      ORDER BY 2 DESC, 1 NULLS LAST`,
  );
  return rows.map((row) => [
    row.everyone ? 'Everyone' : (row.manager ?? 'Unassigned'),
    row.leads,
    row.contacted,
    oneDecimal(row.p50),
    oneDecimal(row.p90),
  ]);
}

const REPORTS: Record<
  LeadReport,
  { columns: string[]; rows: (db: Queryable, query: LeadReportQuery) => Promise<Cell[][]> }
> = {
  sources: { columns: ['Source', 'Enquiries', 'Leads', 'Share of enquiries %'], rows: sources },
  partners: { columns: ['Partner', 'Enquiries', 'Leads', 'Verified', 'Verified share %'], rows: partners },
  projects: { columns: ['Project', 'City', 'Enquiries', 'Leads'], rows: projects },
  cities: { columns: ['City', 'Leads', 'Booked', 'Lost'], rows: cities },
  weeks: { columns: ['Week', 'Enquiries', 'Leads enquiring', 'New leads'], rows: weeks },
  conversion: { columns: ['Stage', 'Leads', '% of previous stage'], rows: conversion },
  first_contact: {
    columns: ['Manager', 'Leads', 'Contacted', 'p50 minutes', 'p90 minutes'],
    rows: firstContact,
  },
};

export async function leadReport(
  db: Queryable,
  report: LeadReport,
  query: LeadReportQuery,
): Promise<LeadReportTable> {
  const { columns, rows } = REPORTS[report];
  return { report, title: LEAD_REPORT_TITLES[report], columns, rows: await rows(db, query) };
}
