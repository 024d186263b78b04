import type { ReactNode } from 'react';
import { Typography, type TypographyProps } from '@villa/shared/mui/core';
import { formatPrice, type NumericInput } from '../format/price.ts';

export type PriceTextProps = Omit<TypographyProps<'span'>, 'children' | 'prefix'> & {
  value: NumericInput;
  /** Text before the price, e.g. 'Starting from'. */
  prefix?: ReactNode;
  /** Adds '*' after the price (the price is indicative). */
  asterisk?: boolean;
  /** Shown when there is no usable price; nothing by default. */
  fallback?: ReactNode;
};

/** A price formatted the marketplace's way: '₹1.25 Cr', '₹45.50 L', '₹99,999'. */
export function PriceText({
  value,
  prefix,
  asterisk = false,
  fallback = null,
  ...typography
}: PriceTextProps) {
  const price = formatPrice(value);
  if (!price) return fallback;
  return (
    <Typography component="span" {...typography}>
      {prefix ? <>{prefix} </> : null}
      {price}
      {asterisk ? '*' : null}
    </Typography>
  );
}
