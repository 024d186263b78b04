import type { ReactNode } from 'react';
import styled from '@emotion/styled';
import type { Charge, PublicUnit } from '@villa/shared/contracts/entities';
import { formatIndianNumber, formatPrice } from '@villa/shared/format/price';
import { areaLabel } from '@villa/shared/format/unit';
import { Text, withoutProps } from '@villa/shared/ui/kit';
import { colors, space, text } from '@villa/shared/ui/tokens';
import { chargesTotal, startingPrice } from '../../../lib/pricing.ts';

const Table = styled.table({
  display: 'table',
  width: '100%',
  maxWidth: 640,
  borderCollapse: 'collapse',
  borderSpacing: 0,
});

/** A compact table cell, as MUI's small TableCell: body2, a hairline under each row. */
const cell = {
  ...text.body2,
  display: 'table-cell',
  verticalAlign: 'inherit',
  padding: '6px 16px',
  borderBottom: '1px solid rgb(227, 228, 228)',
  color: colors.text.primary,
} as const;

type CellLook = { bold?: boolean; amount?: boolean };
const notLook = withoutProps('bold', 'amount');

const Head = styled('th', { shouldForwardProp: notLook })<CellLook>(({ bold }) => ({
  ...cell,
  textAlign: 'left',
  fontWeight: bold ? 700 : 400,
}));

const Cell = styled('td', { shouldForwardProp: notLook })<CellLook>(({ bold, amount }) => ({
  ...cell,
  textAlign: amount ? 'right' : 'left',
  whiteSpace: amount ? 'nowrap' : undefined,
  fontWeight: bold ? 700 : undefined,
}));

const Note = styled(Text)({ marginTop: space(1.5) });

const rate = (value: number) => `₹${formatIndianNumber(value)}/sq.ft`;

/** A row of a label (over two columns) and an amount. */
function TotalRow({ label, amount, bold = false }: { label: ReactNode; amount: ReactNode; bold?: boolean }) {
  return (
    <tr>
      <Head scope="row" colSpan={2} bold={bold}>
        {label}
      </Head>
      <Cell amount bold={bold}>
        {amount}
      </Cell>
    </tr>
  );
}

/** How the starting price is made up, and the charges on top (spec 2.4 Pricing, spec 9). */
export function PricingSection({ unit, charges }: { unit: PublicUnit; charges: readonly Charge[] }) {
  const plot = unit.plot_area * unit.plot_rate;
  const construction = unit.builtup_area * unit.construction_rate;
  const starting = startingPrice(unit);
  const total = starting + chargesTotal(charges);
  return (
    <>
      <Table aria-label="Price breakdown">
        <tbody>
          <tr>
            <Head scope="row">Plot</Head>
            <Cell>
              {areaLabel(unit.plot_area)} × {rate(unit.plot_rate)}
            </Cell>
            <Cell amount>{formatPrice(plot)}</Cell>
          </tr>
          <tr>
            <Head scope="row">Construction</Head>
            <Cell>
              {areaLabel(unit.builtup_area)} × {rate(unit.construction_rate)}
            </Cell>
            <Cell amount>{formatPrice(construction)}</Cell>
          </tr>
          <TotalRow label="Starting price" amount={`${formatPrice(starting)}*`} bold />
          {charges.map((charge) => (
            <TotalRow key={charge.name} label={charge.name} amount={formatPrice(charge.amount)} />
          ))}
          {charges.length > 0 ? (
            <TotalRow label="Total with charges" amount={`${formatPrice(total)}*`} bold />
          ) : null}
        </tbody>
      </Table>
      <Note look="body2" tone="secondary">
        *Indicative prices. Registration, stamp duty and GST are extra; the final price is confirmed at
        booking.
      </Note>
    </>
  );
}
