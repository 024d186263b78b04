import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { makePublicUnit } from '@villa/shared/testing/fixtures';
import { renderWithProviders } from '@villa/shared/testing/render';
import { CompareTable } from './compare-table.tsx';

const palm = makePublicUnit({
  slug: 'palm-12',
  name: 'Palm Meadows Villa 12',
  price: 24_000_000,
  builtup_area: 3_000,
  amenities: ['Clubhouse', 'Swimming pool'],
});
const mango = makePublicUnit({
  slug: 'mango-4',
  name: 'Mango Orchard Villa 4',
  price: 18_000_000,
  builtup_area: 0,
  amenities: ['Clubhouse', 'Gym'],
});

const rowOf = (label: string) => screen.getByRole('rowheader', { name: label }).closest('tr')!;
const cellsOf = (label: string) =>
  within(rowOf(label))
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

describe('CompareTable', () => {
  it('shows one column per villa, with price per sq.ft and the EMI at the settings it names', () => {
    renderWithProviders(
      <CompareTable
        units={[palm, mango]}
        emiSettings={{ loanShare: 0.5, rate: 0, years: 10 }}
        onRemove={vi.fn()}
      />,
    );
    expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
      'Villa',
      'Palm Meadows Villa 12',
      'Mango Orchard Villa 4',
    ]);
    expect(cellsOf('Price per sq.ft')).toEqual(['₹8,000', '—']);
    // Half of ₹2.4 Cr over 120 months at 0%: ₹1,00,000 a month.
    expect(cellsOf('EMI (50% loan at 0% for 10 years)')).toEqual(['₹1,00,000 a month', '₹75,000 a month']);
  });

  it('lists every amenity either villa has, and marks the rows where they differ', () => {
    renderWithProviders(
      <CompareTable
        units={[palm, mango]}
        emiSettings={{ loanShare: 0.8, rate: 8.5, years: 20 }}
        onRemove={vi.fn()}
      />,
    );
    expect(cellsOf('Clubhouse')).toEqual(['✓ Yes', '✓ Yes']);
    expect(cellsOf('Swimming pool')).toEqual(['✓ Yes', '— No']);
    expect(cellsOf('Gym')).toEqual(['— No', '✓ Yes']);
    expect(rowOf('Clubhouse')).not.toHaveAttribute('data-differs');
    expect(rowOf('Swimming pool')).toHaveAttribute('data-differs', 'true');
    expect(rowOf('Gym')).toHaveAttribute('data-differs', 'true');
  });

  it('takes a villa out with its remove button', async () => {
    const onRemove = vi.fn();
    const { user } = renderWithProviders(
      <CompareTable
        units={[palm, mango]}
        emiSettings={{ loanShare: 0.8, rate: 8.5, years: 20 }}
        onRemove={onRemove}
      />,
    );
    await user.click(
      screen.getByRole('button', { name: 'Remove Mango Orchard Villa 4 from the comparison' }),
    );
    expect(onRemove).toHaveBeenCalledWith('mango-4');
  });
});
