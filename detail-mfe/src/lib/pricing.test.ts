import { describe, expect, it } from 'vitest';
import { chargesTotal, startingPrice } from './pricing.ts';

describe('startingPrice', () => {
  it('adds the plot and the construction', () => {
    expect(
      startingPrice({ plot_area: 1800, plot_rate: 5000, builtup_area: 2400, construction_rate: 1500 }),
    ).toBe(12_600_000);
  });

  it('sums the charges', () => {
    expect(
      chargesTotal([
        { name: 'Clubhouse', amount: 300_000 },
        { name: 'BESCOM', amount: 150_000 },
      ]),
    ).toBe(450_000);
    expect(chargesTotal([])).toBe(0);
  });
});
