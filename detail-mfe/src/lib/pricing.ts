import type { Charge } from '@villa/shared/contracts/entities';

export interface PriceInputs {
  plot_area: number;
  plot_rate: number;
  builtup_area: number;
  construction_rate: number;
}

/** The starting price (spec 9): plot area × plot rate + built-up area × construction rate. */
export function startingPrice({
  plot_area,
  plot_rate,
  builtup_area,
  construction_rate,
}: PriceInputs): number {
  return plot_area * plot_rate + builtup_area * construction_rate;
}

export function chargesTotal(charges: readonly Charge[]): number {
  return charges.reduce((sum, charge) => sum + charge.amount, 0);
}
