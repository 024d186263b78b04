// The sales team's office hours, India time (IST, UTC+05:30 all year: India has no daylight saving).
// A lead's wait before escalation is counted in office minutes only: a lead that arrives at 18:55 with
// the office open 09:00–19:00 has waited 5 minutes at closing and reaches 15 at 09:10 the next day.
// Hours may cross midnight (20:00–02:00): each day's window then ends on the next day. Pure functions.

export interface OfficeHours {
  /** HH:MM, India time. */
  opens: string;
  /** HH:MM, India time; earlier than `opens` when the hours cross midnight. */
  closes: string;
}

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;
/** India's offset from UTC: the sales pages' days and hours are India's. */
export const INDIA_OFFSET_MS = (5 * 60 + 30) * MINUTE_MS;

function minutesOfDay(hhmm: string): number {
  const match = /^([01][0-9]|2[0-3]):([0-5][0-9])$/.exec(hhmm);
  if (!match) throw new Error(`Office hours: '${hhmm}' is not a time written HH:MM`);
  return Number(match[1]) * 60 + Number(match[2]);
}

/**
 * The office's open windows (UTC milliseconds) that may overlap [from, to]: one a day, starting on
 * the Indian day before `from` (whose window may run past midnight into it).
 */
function windows(fromMs: number, toMs: number, hours: OfficeHours): Array<[number, number]> {
  const opens = minutesOfDay(hours.opens) * MINUTE_MS;
  let closes = minutesOfDay(hours.closes) * MINUTE_MS;
  if (closes === opens) throw new Error('Office hours: opening and closing times must differ');
  if (closes < opens) closes += DAY_MS;
  // The UTC instant of midnight, India time, of the Indian day holding `fromMs`, a day earlier.
  const firstMidnight = Math.floor((fromMs + INDIA_OFFSET_MS) / DAY_MS) * DAY_MS - INDIA_OFFSET_MS - DAY_MS;
  const result: Array<[number, number]> = [];
  for (let midnight = firstMidnight; midnight <= toMs; midnight += DAY_MS) {
    result.push([midnight + opens, midnight + closes]);
  }
  return result;
}

/** Office minutes (fractional) between two instants; 0 when `to` is not after `from`. */
export function officeMinutesBetween(from: Date, to: Date, hours: OfficeHours): number {
  const fromMs = from.getTime();
  const toMs = to.getTime();
  if (!(toMs > fromMs)) return 0;
  let total = 0;
  for (const [start, end] of windows(fromMs, toMs, hours)) {
    const overlap = Math.min(end, toMs) - Math.max(start, fromMs);
    if (overlap > 0) total += overlap;
  }
  return total / MINUTE_MS;
}

/** The instant at which `minutes` office minutes have passed since `from`. */
export function officeDeadline(from: Date, minutes: number, hours: OfficeHours): Date {
  const fromMs = from.getTime();
  let left = minutes * MINUTE_MS;
  if (left <= 0) return new Date(fromMs);
  // Windows are generated a week at a time: every day has one, so a deadline is found within a few days.
  let horizon = fromMs + 7 * DAY_MS;
  let counted = fromMs;
  for (;;) {
    for (const [start, end] of windows(counted, horizon, hours)) {
      const begin = Math.max(start, counted);
      if (end <= begin) continue;
      if (end - begin >= left) return new Date(begin + left);
      left -= end - begin;
      counted = end;
    }
    counted = Math.max(counted, horizon);
    horizon += 7 * DAY_MS;
  }
}

/** Whether the office is open at this instant. */
export function isOfficeOpen(at: Date, hours: OfficeHours): boolean {
  const ms = at.getTime();
  return windows(ms, ms, hours).some(([start, end]) => start <= ms && ms < end);
}
