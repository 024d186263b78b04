import { useEffect, useState } from 'react';
import { Box, Stack, Typography } from '@villa/shared/mui/core';
import { TextField } from '@villa/shared/mui/inputs';
import { MuiTheme } from '@villa/shared/ui/mui-theme';
import { formatIndianNumber, formatPrice } from '@villa/shared/format/price';
import {
  DEFAULT_INTEREST_RATE,
  DEFAULT_TENURE_YEARS,
  defaultLoanAmount,
  monthlyEmi,
} from '../../../lib/emi.ts';
import { readEmiSettings, saveEmiSettings } from '../../../lib/emi-settings.ts';

const toNumber = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));

/**
 * A small EMI calculator: 80% of the price at 8.5% over 20 years to start with. Its form is MUI's,
 * so it brings MUI and the theme (<MuiTheme>) in its own chunk, loaded as the section comes near.
 */
export function EmiSection({ price }: { price: number }) {
  const [loan, setLoan] = useState(String(defaultLoanAmount(price)));
  const [rate, setRate] = useState(String(DEFAULT_INTEREST_RATE));
  const [years, setYears] = useState(String(DEFAULT_TENURE_YEARS));
  const principal = toNumber(loan);
  const months = Math.round(toNumber(years) * 12);
  const emi = monthlyEmi(principal, toNumber(rate), toNumber(years));
  const hasEmi = emi > 0;
  const [touched, setTouched] = useState(false);

  // The buyer's last rate and tenure carry over from another villa; the loan as the same share of this
  // price. After the first render, so the server's markup and the browser's first render agree.
  useEffect(() => {
    const saved = readEmiSettings();
    setLoan(String(Math.round(price * saved.loanShare)));
    setRate(String(saved.rate));
    setYears(String(saved.years));
  }, [price]);

  // What the buyer sets is kept for the compare page's EMI row (and the next villa's calculator).
  useEffect(() => {
    if (touched && price > 0)
      saveEmiSettings({ loanShare: principal / price, rate: toNumber(rate), years: toNumber(years) });
  }, [touched, principal, rate, years, price]);

  return (
    <MuiTheme>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={3} sx={{ alignItems: { md: 'center' } }}>
        <Stack spacing={2} sx={{ flex: 1, maxWidth: { md: 420 } }}>
          <TextField
            label="Loan amount (₹)"
            type="number"
            value={loan}
            onChange={(event) => {
              setTouched(true);
              setLoan(event.target.value);
            }}
            helperText={formatPrice(principal) || 'Enter the amount to borrow'}
            slotProps={{ htmlInput: { min: 0, step: 100000, inputMode: 'numeric' } }}
          />
          <TextField
            label="Interest rate (% a year)"
            type="number"
            value={rate}
            onChange={(event) => {
              setTouched(true);
              setRate(event.target.value);
            }}
            slotProps={{ htmlInput: { min: 0, max: 30, step: 0.1, inputMode: 'decimal' } }}
          />
          <TextField
            label="Tenure (years)"
            type="number"
            value={years}
            onChange={(event) => {
              setTouched(true);
              setYears(event.target.value);
            }}
            slotProps={{ htmlInput: { min: 1, max: 30, step: 1, inputMode: 'numeric' } }}
          />
        </Stack>
        <Box
          component="output"
          aria-live="polite"
          sx={{
            flex: 1,
            p: 3,
            borderRadius: 3,
            bgcolor: 'background.paper',
            border: 1,
            borderColor: 'divider',
          }}
        >
          <Typography sx={{ color: 'text.secondary' }}>Monthly EMI</Typography>
          <Typography variant="h4" component="p" sx={{ fontWeight: 700, color: 'primary.main' }}>
            {hasEmi ? `₹${formatIndianNumber(Math.round(emi))}` : '—'}
          </Typography>
          {hasEmi ? (
            <Typography variant="body2" sx={{ color: 'text.secondary', mt: 1 }}>
              Total interest {formatPrice(emi * months - principal)} · Total payable{' '}
              {formatPrice(emi * months)}
            </Typography>
          ) : null}
        </Box>
      </Stack>
    </MuiTheme>
  );
}
