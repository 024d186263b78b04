import { describe, expect, it } from 'vitest';
import { formatIndianNumber, formatPrice, formatPriceCr } from './price.ts';

describe('formatPrice (spec 9)', () => {
  it.each([
    [0, '₹0'],
    [500, '₹500'],
    [99_999, '₹99,999'],
    [99_999.4, '₹99,999'],
    [99_999.6, '₹1.00 L'],
    [100_000, '₹1.00 L'],
    [4_550_000, '₹45.50 L'],
    [9_999_000, '₹99.99 L'],
    [9_999_999, '₹1.00 Cr'],
    [10_000_000, '₹1.00 Cr'],
    [32_500_000, '₹3.25 Cr'],
    [1_234_500_000, '₹123.45 Cr'],
  ])('%d -> %s', (value, expected) => {
    expect(formatPrice(value)).toBe(expected);
  });

  it('formats the absolute value of a negative number after a minus', () => {
    expect(formatPrice(-15_000_000)).toBe('-₹1.50 Cr');
    expect(formatPrice(-250_000)).toBe('-₹2.50 L');
    expect(formatPrice(-99_999)).toBe('-₹99,999');
  });

  it('accepts digits as text', () => {
    expect(formatPrice('12500000')).toBe('₹1.25 Cr');
    expect(formatPrice(' 75000 ')).toBe('₹75,000');
  });

  it.each([[Number.NaN], [undefined], [null], ['12abc'], [''], ['1,00,000'], [Number.POSITIVE_INFINITY]])(
    'gives an empty string for %s',
    (value) => {
      expect(formatPrice(value)).toBe('');
    },
  );
});

describe('formatPriceCr', () => {
  it('shows a chip price in crore to 2 decimals', () => {
    expect(formatPriceCr(15_000_000)).toBe('₹1.50 Cr');
    expect(formatPriceCr(35_000_000)).toBe('₹3.50 Cr');
    expect(formatPriceCr(2_500_000)).toBe('₹0.25 Cr');
    expect(formatPriceCr('abc')).toBe('');
  });
});

describe('formatIndianNumber', () => {
  it.each([
    [100_000, '1,00,000'],
    [99_999, '99,999'],
    [9_999_999, '99,99,999'],
    [10_000_000, '1,00,00,000'],
    [1234.5, '1,234.5'],
    ['2500', '2,500'],
    [-100_000, '-1,00,000'],
  ])('%s -> %s', (value, expected) => {
    expect(formatIndianNumber(value)).toBe(expected);
  });

  it('gives an empty string for non-numbers', () => {
    expect(formatIndianNumber(undefined)).toBe('');
    expect(formatIndianNumber('12abc')).toBe('');
  });
});
