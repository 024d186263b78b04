import type { ReactNode } from 'react';
import { Text } from '@villa/shared/ui/kit';
import type { text } from '@villa/shared/ui/tokens';
import { formatPrice, type NumericInput } from '@villa/shared/format/price';

export interface PriceTextProps {
  value: NumericInput;
  /** Text before the price, e.g. 'Starting from'. */
  prefix?: ReactNode;
  /** Adds '*' after the price (the price is indicative). */
  asterisk?: boolean;
  /** Shown when there is no usable price; nothing by default. */
  fallback?: ReactNode;
  /** The text style; the surrounding text's by default. */
  look?: keyof typeof text;
  tone?: 'primary' | 'secondary' | 'brand';
  className?: string;
}

/** A price formatted the marketplace's way: '₹1.25 Cr', '₹45.50 L', '₹99,999'. */
export function PriceText({
  value,
  prefix,
  asterisk = false,
  fallback = null,
  look,
  tone,
  className,
}: PriceTextProps) {
  const price = formatPrice(value);
  if (!price) return fallback;
  return (
    <Text as="span" look={look ?? 'inherit'} tone={tone} className={className}>
      {prefix ? <>{prefix} </> : null}
      {price}
      {asterisk ? '*' : null}
    </Text>
  );
}
