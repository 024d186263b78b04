export const DEFAULT_LOAN_SHARE = 0.8;
export const DEFAULT_INTEREST_RATE = 8.5;
export const DEFAULT_TENURE_YEARS = 20;

/**
 * The monthly instalment of a loan (the standard reducing-balance formula):
 * EMI = P × r × (1 + r)^n / ((1 + r)^n − 1), with r the monthly rate and n the number of months.
 * Returns 0 when the inputs make no loan (no amount or no tenure).
 */
export function monthlyEmi(principal: number, annualRatePercent: number, years: number): number {
  const months = Math.round(years * 12);
  if (!(principal > 0) || !(months > 0) || !(annualRatePercent >= 0)) return 0;
  const rate = annualRatePercent / 12 / 100;
  if (rate === 0) return principal / months;
  const growth = (1 + rate) ** months;
  return (principal * rate * growth) / (growth - 1);
}

/** The default loan: 80% of the price, rounded to the rupee. */
export function defaultLoanAmount(price: number): number {
  return Math.round(price * DEFAULT_LOAN_SHARE);
}
