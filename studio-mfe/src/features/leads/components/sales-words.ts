// How the sales pages word the inbox's vocabulary (api/src/contract/sales.ts has the lists and most of
// the labels) and its times, which are India's (IST) whatever the browser's zone.
import {
  LEAD_STAGE_LABELS,
  LOST_REASON_LABELS,
  type BookingKind,
  type LeadStage,
  type LeadTemperature,
  type LostReason,
} from '@villa/api/contract/sales';
import { toKolkataIso } from '@villa/shared/format/date';

export const BOOKING_KIND_NAMES: Record<BookingKind, string> = { call: 'Call', visit: 'Site visit' };

export const TEMPERATURE_NAMES: Record<LeadTemperature, string> = { hot: 'Hot', warm: 'Warm' };

/** 'Qualified · Hot', 'Lost · Budget', 'Contacted'. */
export function stageText(lead: {
  stage: LeadStage;
  temperature?: LeadTemperature | null;
  lost_reason?: LostReason | null;
}): string {
  const extra =
    lead.stage === 'qualified' && lead.temperature
      ? TEMPERATURE_NAMES[lead.temperature]
      : lead.stage === 'lost' && lead.lost_reason
        ? LOST_REASON_LABELS[lead.lost_reason]
        : null;
  return extra ? `${LEAD_STAGE_LABELS[lead.stage]} · ${extra}` : LEAD_STAGE_LABELS[lead.stage];
}

/** '4 min', '2 h 5 min', '3 d 4 h'. */
export function durationText(minutes: number): string {
  const whole = Math.max(0, Math.round(minutes));
  if (whole < 60) return `${whole} min`;
  if (whole < 24 * 60) {
    const rest = whole % 60;
    return rest === 0 ? `${Math.floor(whole / 60)} h` : `${Math.floor(whole / 60)} h ${rest} min`;
  }
  const hours = Math.floor((whole % (24 * 60)) / 60);
  const days = Math.floor(whole / (24 * 60));
  return hours === 0 ? `${days} d` : `${days} d ${hours} h`;
}

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

/** '2026-11-27' as 'Fri 27 Nov 2026' (a calendar day, no zone). */
export function dayText(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  return `${WEEKDAYS[date.getUTCDay()]} ${date.getUTCDate()} ${MONTHS[date.getUTCMonth()]} ${date.getUTCFullYear()}`;
}

/** An instant on India's clock: '27 Nov 2026, 10:04 IST'. */
export function indiaDateTime(at: string): string {
  const iso = toKolkataIso(at);
  if (!iso) return '';
  const [year, month, day] = iso.slice(0, 10).split('-').map(Number) as [number, number, number];
  return `${day} ${MONTHS[month - 1]} ${year}, ${iso.slice(11, 16)} IST`;
}

/** An instant's time on India's clock: '10:04'. */
export const indiaClock = (at: string) => toKolkataIso(at).slice(11, 16);

/** Today's date in India: '2026-11-27'. */
export const indiaToday = (now: number = Date.now()) => toKolkataIso(now).slice(0, 10);

/** A calendar day `days` after `day`: addDays('2026-11-27', 7) is '2026-12-04'. */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** India's clock's day and time ('2026-12-01', '09:00') as an instant: '2026-12-01T03:30:00.000Z'. */
export const fromIndiaTime = (day: string, time: string) => new Date(`${day}T${time}:00+05:30`).toISOString();

/** An instant as a datetime-local box shows it on India's clock: '2026-12-01T09:00'. */
export const toIndiaLocal = (at: string) => toKolkataIso(at).slice(0, 16);
