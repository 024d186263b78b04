import { Table, TableBody, TableCell, TableRow } from '@villa/shared/mui/data';
import { Typography } from '@villa/shared/mui/core';
import type { Unit } from '@villa/shared/contracts/entities';
import { formatIndianNumber, formatPrice } from '@villa/shared/format/price';
import { areaLabel } from '@villa/shared/format/unit';
import { chargesTotal, startingPrice } from '../../../lib/pricing.ts';

const AMOUNT = { whiteSpace: 'nowrap' } as const;

const rate = (value: number) => `₹${formatIndianNumber(value)}/sq.ft`;

/** How the starting price is made up, and the charges on top (spec 2.4 Pricing, spec 9). */
export function PricingSection({ unit }: { unit: Unit }) {
  const plot = unit.plot_area * unit.plot_rate;
  const construction = unit.builtup_area * unit.construction_rate;
  const starting = startingPrice(unit);
  const total = starting + chargesTotal(unit.charges);
  return (
    <>
      <Table size="small" aria-label="Price breakdown" sx={{ maxWidth: 640 }}>
        <TableBody>
          <TableRow>
            <TableCell component="th" scope="row">
              Plot
            </TableCell>
            <TableCell>
              {areaLabel(unit.plot_area)} × {rate(unit.plot_rate)}
            </TableCell>
            <TableCell align="right" sx={AMOUNT}>
              {formatPrice(plot)}
            </TableCell>
          </TableRow>
          <TableRow>
            <TableCell component="th" scope="row">
              Construction
            </TableCell>
            <TableCell>
              {areaLabel(unit.builtup_area)} × {rate(unit.construction_rate)}
            </TableCell>
            <TableCell align="right" sx={AMOUNT}>
              {formatPrice(construction)}
            </TableCell>
          </TableRow>
          <TableRow>
            <TableCell component="th" scope="row" colSpan={2} sx={{ fontWeight: 700 }}>
              Starting price
            </TableCell>
            <TableCell align="right" sx={{ ...AMOUNT, fontWeight: 700 }}>
              {formatPrice(starting)}*
            </TableCell>
          </TableRow>
          {unit.charges.map((charge) => (
            <TableRow key={charge.name}>
              <TableCell component="th" scope="row" colSpan={2}>
                {charge.name}
              </TableCell>
              <TableCell align="right" sx={AMOUNT}>
                {formatPrice(charge.amount)}
              </TableCell>
            </TableRow>
          ))}
          {unit.charges.length > 0 ? (
            <TableRow>
              <TableCell component="th" scope="row" colSpan={2} sx={{ fontWeight: 700 }}>
                Total with charges
              </TableCell>
              <TableCell align="right" sx={{ ...AMOUNT, fontWeight: 700 }}>
                {formatPrice(total)}*
              </TableCell>
            </TableRow>
          ) : null}
        </TableBody>
      </Table>
      <Typography variant="body2" sx={{ color: 'text.secondary', mt: 1.5 }}>
        *Indicative prices. Registration, stamp duty and GST are extra; the final price is confirmed at
        booking.
      </Typography>
    </>
  );
}
