/** Anything a price or count may arrive as; text must be a plain decimal number ('4500000'). */
export type NumericInput = number | string | null | undefined;

export const CRORE = 10_000_000;
export const LAKH = 100_000;

const DECIMAL_TEXT = /^-?\d+(?:\.\d+)?$/;

/** The number in `value`, or null when it is missing, not numeric, NaN or infinite. */
export function toFiniteNumber(value: NumericInput): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'string' && DECIMAL_TEXT.test(value.trim())) return Number(value.trim());
  return null;
}

const indianGrouping = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 2 });
const twoDecimals = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** Rounds to 2 decimals in `unit`s, so that the unit can be promoted when it rounds up (99.999 L -> 1 Cr). */
const roundedIn = (value: number, unit: number) => Math.round((value / unit) * 100) / 100;

/** Indian digit grouping only: 100000 -> '1,00,000'. Non-numeric input gives ''. */
export function formatIndianNumber(value: NumericInput): string {
  const number = toFiniteNumber(value);
  return number === null ? '' : indianGrouping.format(number);
}

/**
 * A price as the cards show it (spec 9): from 1 crore '₹1.25 Cr', from 1 lakh '₹45.50 L', below
 * that '₹99,999' with Indian grouping and no decimals. Negative values get a leading minus;
 * non-numeric input gives ''.
 */
export function formatPrice(value: NumericInput): string {
  const number = toFiniteNumber(value);
  if (number === null) return '';
  const sign = number < 0 ? '-' : '';
  const amount = Math.abs(number);
  if (amount >= CRORE || roundedIn(amount, LAKH) >= 100)
    return `${sign}₹${twoDecimals.format(amount / CRORE)} Cr`;
  if (Math.round(amount) >= LAKH) return `${sign}₹${twoDecimals.format(amount / LAKH)} L`;
  return `${sign}₹${indianGrouping.format(Math.round(amount))}`;
}

/** A filter chip's price label, always in crore: 15000000 -> '₹1.50 Cr'. */
export function formatPriceCr(value: NumericInput): string {
  const number = toFiniteNumber(value);
  if (number === null) return '';
  const sign = number < 0 ? '-' : '';
  return `${sign}₹${twoDecimals.format(Math.abs(number) / CRORE)} Cr`;
}
