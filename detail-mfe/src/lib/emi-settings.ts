// The EMI calculator's last settings, kept in the browser: the compare page works out each villa's
// EMI at them (issue 29), as the buyer last set them on a villa's page. The loan is kept as a share
// of the price, so it applies to a villa of another price.
import { DEFAULT_INTEREST_RATE, DEFAULT_LOAN_SHARE, DEFAULT_TENURE_YEARS } from './emi.ts';

export const EMI_SETTINGS_KEY = 'villaEmiSettings';

export interface EmiSettings {
  /** The loan as a share of the price, 0 to 1. */
  loanShare: number;
  /** % a year. */
  rate: number;
  years: number;
}

export const DEFAULT_EMI_SETTINGS: EmiSettings = {
  loanShare: DEFAULT_LOAN_SHARE,
  rate: DEFAULT_INTEREST_RATE,
  years: DEFAULT_TENURE_YEARS,
};

const inRange = (value: unknown, min: number, max: number): value is number =>
  typeof value === 'number' && Number.isFinite(value) && value >= min && value <= max;

/** The stored settings, each one the calculator accepts, else its default. */
export function readEmiSettings(): EmiSettings {
  let stored: Partial<Record<keyof EmiSettings, unknown>> = {};
  try {
    const raw = typeof localStorage === 'undefined' ? null : localStorage.getItem(EMI_SETTINGS_KEY);
    const value: unknown = raw === null ? null : JSON.parse(raw);
    if (typeof value === 'object' && value !== null) stored = value;
  } catch {
    // Blocked storage or a damaged value: the defaults.
  }
  return {
    loanShare: inRange(stored.loanShare, 0, 1) ? stored.loanShare : DEFAULT_EMI_SETTINGS.loanShare,
    rate: inRange(stored.rate, 0, 30) ? stored.rate : DEFAULT_EMI_SETTINGS.rate,
    years: inRange(stored.years, 1, 30) ? stored.years : DEFAULT_EMI_SETTINGS.years,
  };
}

/** Keeps the calculator's settings when all three are ones it accepts; others are not kept. */
export function saveEmiSettings(settings: EmiSettings): void {
  const { loanShare, rate, years } = settings;
  if (!inRange(loanShare, 0, 1) || !inRange(rate, 0, 30) || !inRange(years, 1, 30)) return;
  try {
    localStorage.setItem(EMI_SETTINGS_KEY, JSON.stringify({ loanShare, rate, years }));
  } catch {
    // Blocked or full storage: the compare page uses the defaults.
  }
}
