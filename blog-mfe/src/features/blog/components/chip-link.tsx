import type { ReactNode } from 'react';
import styled from '@emotion/styled';
import { Link as RouterLink } from '@villa/shared/router';
import { withoutProps } from '@villa/shared/ui/kit';
import { tintedChipStyle } from '../../../lib/tint.ts';

export type ChipSize = 'small' | 'medium';

/** MUI's elevation 1, the shadow of a chip while pressed. */
export const ELEVATION_1 =
  '0px 2px 1px -1px rgba(0,0,0,0.2),0px 1px 1px 0px rgba(0,0,0,0.14),0px 1px 3px 0px rgba(0,0,0,0.12)';

/** The look of the theme's chips: 24 px (small) or 32 px high, 13 px semibold text. */
export const chipBase = (size: ChipSize) =>
  ({
    maxWidth: '100%',
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    boxSizing: 'border-box',
    height: size === 'small' ? 24 : 32,
    borderRadius: 16,
    fontFamily: 'inherit',
    fontSize: '0.8125rem',
    fontWeight: 600,
    lineHeight: 1.5,
    whiteSpace: 'nowrap',
    verticalAlign: 'middle',
  }) as const;

const Root = styled(RouterLink, { shouldForwardProp: withoutProps('size', 'tint') })<{
  size: ChipSize;
  tint: string | null | undefined;
}>(({ size, tint }) => ({
  ...chipBase(size),
  textDecoration: 'none',
  outline: 0,
  cursor: 'pointer',
  userSelect: 'none',
  WebkitTapHighlightColor: 'transparent',
  transition:
    'background-color 300ms cubic-bezier(0.4, 0, 0.2, 1) 0ms, box-shadow 300ms cubic-bezier(0.4, 0, 0.2, 1) 0ms',
  '&:active': { boxShadow: ELEVATION_1 },
  ...tintedChipStyle(tint),
}));

export const ChipLabel = styled('span', { shouldForwardProp: withoutProps('size') })<{ size: ChipSize }>(
  ({ size }) => ({
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap',
    paddingInline: size === 'small' ? 8 : 12,
  }),
);

export interface ChipLinkProps {
  to: string;
  /** The entity's colour (#rrggbb); the brand green without one. */
  color: string | null | undefined;
  size?: ChipSize;
  className?: string;
  children: ReactNode;
}

/** A tag or category as a pill link in its own colour. */
export function ChipLink({ to, color, size = 'medium', className, children }: ChipLinkProps) {
  return (
    <Root to={to} size={size} tint={color} className={className}>
      <ChipLabel size={size}>{children}</ChipLabel>
    </Root>
  );
}

/** Chips side by side, wrapping onto more lines. */
export const ChipRow = styled('div', { shouldForwardProp: withoutProps('gap') })<{ gap: number }>(
  ({ gap }) => ({ display: 'flex', flexDirection: 'row', flexWrap: 'wrap', gap }),
);

export interface ChipLinkItem {
  _id: string;
  name: string;
  color?: string | null;
}

/** Tags or categories as a named list of chips, each linking to `href(item)`. */
export function ChipLinkList<Item extends ChipLinkItem>({
  items,
  label,
  href,
  size,
}: {
  items: readonly Item[];
  /** The list's accessible name: 'All tags', 'Matching tags'. */
  label: string;
  href: (item: Item) => string;
  size?: ChipSize;
}) {
  return (
    <ChipRow gap={8} role="list" aria-label={label}>
      {items.map((item) => (
        <span role="listitem" key={item._id}>
          <ChipLink to={href(item)} color={item.color} size={size}>
            {item.name}
          </ChipLink>
        </span>
      ))}
    </ChipRow>
  );
}
