// The call-scheduling rules of spec sections 4, 5 and 9. The window is the sales team's, so it is
// reckoned in India time (Asia/Kolkata, +05:30 all year) whatever the visitor's own time zone.
// Plain Dates, so the enquiry form can use them without loading the date-picker library.

/** Calls can be booked from 10:00 to 19:00 (the last slot), every 30 minutes, India time. */
export const CALL_WINDOW = { firstHour: 10, lastHour: 19, stepMinutes: 30 } as const;
/** Up to this hour the default call is the next hour; later it is 10:30 the next day. */
export const DEFAULT_CALL_CUTOFF_HOUR = 17;
export const CALL_TIME_ZONE = 'Asia/Kolkata';

const KOLKATA_OFFSET_MS = 330 * 60_000;

interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

/** The date and time on a clock in India at this instant. */
function kolkataClock(instant: Date): WallClock {
  const shifted = new Date(instant.getTime() + KOLKATA_OFFSET_MS);
  return {
    year: shifted.getUTCFullYear(),
    month: shifted.getUTCMonth(),
    day: shifted.getUTCDate(),
    hour: shifted.getUTCHours(),
    minute: shifted.getUTCMinutes(),
    second: shifted.getUTCSeconds(),
  };
}

/** The instant when a clock in India shows this date and time (months 0-based; overflow rolls over). */
export function kolkataInstant(year: number, month: number, day: number, hour = 0, minute = 0): Date {
  return new Date(Date.UTC(year, month, day, hour, minute) - KOLKATA_OFFSET_MS);
}

/** Days since the epoch on India's calendar, for comparing dates. */
const dayNumber = (clock: WallClock) => Date.UTC(clock.year, clock.month, clock.day) / 86_400_000;

/** The first bookable minute of a day: 10:00, or one hour after the current hour when it is today. */
function firstSlotMinutes(day: WallClock, now: WallClock): number {
  const windowStart = CALL_WINDOW.firstHour * 60;
  return dayNumber(day) === dayNumber(now) ? Math.max(windowStart, (now.hour + 1) * 60) : windowStart;
}

/** Whether a call can be booked at exactly this instant. */
export function isSlotAvailable(time: Date, now: Date): boolean {
  const slot = kolkataClock(time);
  const today = kolkataClock(now);
  if (dayNumber(slot) < dayNumber(today)) return false;
  const minutes = slot.hour * 60 + slot.minute;
  return (
    slot.second === 0 &&
    time.getMilliseconds() === 0 &&
    minutes % CALL_WINDOW.stepMinutes === 0 &&
    minutes >= firstSlotMinutes(slot, today) &&
    minutes <= CALL_WINDOW.lastHour * 60
  );
}

/** Whether any slot is left on the India date of `day` (today's run out after 18:59). */
export function hasSlotsOn(day: Date, now: Date): boolean {
  const date = kolkataClock(day);
  const today = kolkataClock(now);
  if (dayNumber(date) < dayNumber(today)) return false;
  return firstSlotMinutes(date, today) <= CALL_WINDOW.lastHour * 60;
}

/**
 * The pre-filled call time (spec 4): the next hour if the current hour is 17 or earlier, otherwise
 * 10:30 the next day. Before the window opens the next hour would be unbookable, so it starts at 10:00.
 */
export function defaultScheduleTime(now: Date): Date {
  const clock = kolkataClock(now);
  if (clock.hour <= DEFAULT_CALL_CUTOFF_HOUR) {
    return kolkataInstant(
      clock.year,
      clock.month,
      clock.day,
      Math.max(clock.hour + 1, CALL_WINDOW.firstHour),
    );
  }
  return kolkataInstant(clock.year, clock.month, clock.day + 1, 10, 30);
}

/** Whether the visitor's clock differs from India's now (the field then says the times are IST). */
export function isOutsideIndiaTime(now: Date): boolean {
  return now.getTimezoneOffset() !== -330;
}
