// The overall hourly SMS budget (SMS_HOURLY_BUDGET): what every OTP send costs together. Reaching it
// is logged once an hour, for the operator to look at; past twice it, sends are refused (503) until
// the hour's count falls, since a flood that size is an attack or a bug, not buyers logging in.
import { UpstreamError } from '../lib/errors.ts';

/** Sends past this many times the budget are refused. */
export const SMS_BUDGET_REFUSAL_FACTOR = 2;
const WARNING_INTERVAL_MS = 60 * 60_000;

export const SMS_BUDGET_MESSAGE =
  'Login by OTP is paused: an unusual number of codes was sent in the last hour. Please try again later.';

export interface SmsBudgetOptions {
  /** SMS a hour, all phones together. */
  perHour: number;
  warn: (message: string) => void;
  /** Milliseconds since the epoch (tests move it). */
  clock?: () => number;
}

export function createSmsBudget({ perHour, warn, clock = Date.now }: SmsBudgetOptions) {
  let warnedAt: number | null = null;
  function warnOncePerHour(sends: number) {
    const now = clock();
    if (warnedAt !== null && now - warnedAt < WARNING_INTERVAL_MS) return;
    warnedAt = now;
    warn(
      `SMS budget reached: ${sends} OTP SMS in the last hour, SMS_HOURLY_BUDGET is ${perHour}; ` +
        `past ${SMS_BUDGET_REFUSAL_FACTOR * perHour} in an hour generateotp answers 503 and sends nothing`,
    );
  }
  return {
    perHour,
    /** Throws the 503 when `sentThisHour` (before this send) is past twice the budget; `refuse` false only warns. */
    check(sentThisHour: number, refuse: boolean): void {
      if (sentThisHour < SMS_BUDGET_REFUSAL_FACTOR * perHour) return;
      warnOncePerHour(sentThisHour);
      if (refuse) throw new UpstreamError(503, SMS_BUDGET_MESSAGE);
    },
    /** After a send: warns (once an hour) when the hour's sends have reached the budget. */
    sent(sentThisHour: number): void {
      if (sentThisHour >= perHour) warnOncePerHour(sentThisHour);
    },
  };
}

export type SmsBudget = ReturnType<typeof createSmsBudget>;
