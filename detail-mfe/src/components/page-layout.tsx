import type { ReactNode } from 'react';
import styled from '@emotion/styled';
import { Container, Text } from '@villa/shared/ui/kit';
import { PriceText, type PriceTextProps } from '@villa/shared/ui/price-text';
import { space, up } from '@villa/shared/ui/tokens';

// The frames of the detail pages, built with the first-paint kit: nothing here downloads MUI.

/** A detail page: centred at up to 1200 px, 16 px above and below (24 px from 900 px). */
export const PageContainer = styled(Container)({
  paddingBlock: space(2),
  [up('md')]: { paddingBlock: space(3) },
});

/** A message in place of the page (not found, failed to load): up to 600 px wide. */
export const MessageContainer = styled(Container)({ maxWidth: 600, paddingBlock: space(6) });

/** The top of a detail page: breadcrumb, (banner), then the summary row. */
export const SummaryFrame = styled.div({
  display: 'flex',
  flexDirection: 'column',
  gap: space(1.5),
  marginBottom: space(2),
});

/** Name, place and price on the left, 'Enquire now' on the right (under them on phones). */
export const SummaryRow = styled.div({
  display: 'flex',
  flexDirection: 'column',
  gap: space(2),
  justifyContent: 'space-between',
  alignItems: 'flex-start',
  [up('md')]: { flexDirection: 'row', alignItems: 'flex-end' },
});

export const SummaryText = styled.div({ display: 'flex', flexDirection: 'column', gap: space(0.75) });

const Title = styled(Text)({ fontSize: '1.6rem', [up('md')]: { fontSize: '2.25rem' } });

/** The page's name: its h1, in the h1 style at a size that fits a phone. */
export function SummaryTitle({ children }: { children: ReactNode }) {
  return (
    <Title as="h1" look="h1">
      {children}
    </Title>
  );
}

/** Price, (bedrooms and area) and the RERA badge, on one wrapping line. */
export const SummaryFacts = styled.div({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: space(2),
});

const BoldPrice = styled(PriceText)({ fontWeight: 700 });

/** The headline price: the h5 style, bold, in the brand colour. */
export function SummaryPrice(props: Omit<PriceTextProps, 'look' | 'tone' | 'className'>) {
  return <BoldPrice look="h5" tone="brand" {...props} />;
}
