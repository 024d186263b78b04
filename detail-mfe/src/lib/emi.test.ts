import { describe, expect, it } from 'vitest';
import { defaultLoanAmount, monthlyEmi } from './emi.ts';

describe('monthlyEmi', () => {
  it('follows the standard formula', () => {
    // ₹1 Cr at 8.5% over 20 years: ₹86,782 a month, as any bank's calculator says.
    expect(Math.round(monthlyEmi(10_000_000, 8.5, 20))).toBe(86_782);
    expect(Math.round(monthlyEmi(5_000_000, 9, 15))).toBe(50_713);
  });

  it('splits the amount evenly without interest and gives 0 without a loan', () => {
    expect(monthlyEmi(1_200_000, 0, 10)).toBe(10_000);
    expect(monthlyEmi(0, 8.5, 20)).toBe(0);
    expect(monthlyEmi(1_000_000, 8.5, 0)).toBe(0);
    expect(monthlyEmi(Number.NaN, 8.5, 20)).toBe(0);
  });

  it('lends 80% of the price by default', () => {
    expect(defaultLoanAmount(12_500_000)).toBe(10_000_000);
  });
});
