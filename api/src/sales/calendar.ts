// The managers' calendar: calls and site visits by day (India time), from the call slot a buyer
// booked with an enquiry and from the managers' own bookings. A clash is a booking that overlaps
// another live booking of the same manager, whether or not that one falls in the days shown.
import { sql } from 'kysely';
import type { Queryable } from '../db/db.ts';
import { qb, run } from '../db/kysely.ts';
import { ForbiddenError } from '../lib/errors.ts';
import type { CalendarEntry, CalendarQuery, CalendarResponse } from '../schemas/index.ts';
import { INDIA_OFFSET_MS } from './office-hours.ts';
import type { SalesViewer } from './viewer.ts';

/** The India-time calendar day of an instant: '2026-11-27'. */
export const indiaDay = (at: Date | number): string =>
  new Date(new Date(at).getTime() + INDIA_OFFSET_MS).toISOString().slice(0, 10);

/** Midnight in India of a YYYY-MM-DD day, as an instant. */
export const indiaMidnight = (day: string): Date =>
  new Date(Date.parse(`${day}T00:00:00Z`) - INDIA_OFFSET_MS);

export const addDays = (day: string, days: number): string =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

export const OTHERS_CALENDAR_MESSAGE = "Only an admin can see another manager's calendar or everyone's.";

type Filter = { bookingId: string } | { from: Date; to: Date; managerId: string | null | 'all' };

/** The live bookings a filter picks, soonest first, each with whether it clashes. */
export async function calendarEntries(db: Queryable, filter: Filter): Promise<CalendarEntry[]> {
  let query = qb
    .selectFrom('lead_bookings as b')
    .innerJoin('leads as l', 'l.id', 'b.lead_id')
    .leftJoin('sales_team as m', 'm.id', 'b.manager_id')
    .select([
      'b.id',
      'b.kind',
      'b.starts_at',
      'b.ends_at',
      'b.enquiry_id',
      'b.manager_id',
      'm.name as manager_name',
      'm.image as manager_image',
      'l.id as lead_id',
      'l.name as lead_name',
      'l.erased_at',
      sql<boolean>`b.manager_id IS NOT NULL AND EXISTS (
        SELECT 1 FROM lead_bookings o
        WHERE o.manager_id = b.manager_id AND o.id <> b.id AND o.cancelled_at IS NULL
          AND o.starts_at < b.ends_at AND o.ends_at > b.starts_at)`.as('clash'),
    ])
    .where('b.cancelled_at', 'is', null);
  if ('bookingId' in filter) query = query.where('b.id', '=', filter.bookingId);
  else {
    query = query.where('b.starts_at', '<', filter.to).where('b.ends_at', '>', filter.from);
    if (filter.managerId === null) query = query.where(sql<boolean>`false`);
    else if (filter.managerId !== 'all') query = query.where('b.manager_id', '=', filter.managerId);
  }
  const rows = await run(db, query.orderBy('b.starts_at').orderBy('b.id'));
  return rows.map((row) => ({
    _id: row.id,
    kind: row.kind as CalendarEntry['kind'],
    starts_at: row.starts_at.toISOString(),
    ends_at: row.ends_at.toISOString(),
    lead: { _id: row.lead_id, name: row.erased_at === null ? row.lead_name : null },
    manager:
      row.manager_id === null || row.manager_name === null
        ? null
        : { _id: row.manager_id, name: row.manager_name, image: row.manager_image },
    from_enquiry: row.enquiry_id !== null,
    clash: row.clash,
  }));
}

/** The viewer's calendar (an admin's: anyone's, or everyone's), day by day from `from`. */
export async function calendar(
  db: Queryable,
  viewer: SalesViewer,
  query: CalendarQuery,
  now: number,
): Promise<CalendarResponse['data']> {
  const asked = query.manager ?? 'me';
  let managerId: string | null | 'all';
  if (asked === 'me' || asked === viewer.managerId) managerId = viewer.managerId;
  else if (!viewer.admin) throw new ForbiddenError(OTHERS_CALENDAR_MESSAGE);
  else managerId = asked;
  const first = query.from ?? indiaDay(now);
  const count = query.days ?? 7;
  const entries = await calendarEntries(db, {
    from: indiaMidnight(first),
    to: indiaMidnight(addDays(first, count)),
    managerId,
  });
  const days = Array.from({ length: count }, (_, index) => ({
    day: addDays(first, index),
    entries: [] as CalendarEntry[],
  }));
  for (const entry of entries) {
    // A booking that began the evening before shows on the first day.
    const day = indiaDay(new Date(entry.starts_at));
    (days.find((candidate) => candidate.day === day) ?? days[0]!).entries.push(entry);
  }
  return { days };
}
