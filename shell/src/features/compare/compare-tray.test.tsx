import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { COMPARE_STORAGE_KEY } from '@villa/api/contract/compare';
import { renderWithProviders } from '@villa/shared/testing/render';
import { clearCompared, toggleCompared } from '@villa/shared/state/compare';
import { CompareTrayMount } from './compare-tray-mount.tsx';

const villa = (n: number) => ({ slug: `villa-${n}`, name: `Villa ${n}` });
const pick = (...villas: ReturnType<typeof villa>[]) =>
  localStorage.setItem(COMPARE_STORAGE_KEY, JSON.stringify(villas));

afterEach(() => {
  clearCompared();
  localStorage.clear();
});

describe('the compare tray', () => {
  it('is not there for a buyer who has picked nothing, and opens at the first pick', async () => {
    renderWithProviders(<CompareTrayMount />, { route: '/units' });
    expect(screen.queryByRole('region', { name: 'Compare villas' })).toBeNull();
    act(() => toggleCompared(villa(1)));
    const tray = await screen.findByRole('region', { name: 'Compare villas' });
    expect(tray).toHaveTextContent('Compare villas (1 of 4)');
    expect(tray).toHaveTextContent('Pick one more villa to compare.');
    expect(screen.getByRole('button', { name: 'Compare' })).toBeDisabled();
  });

  it("shows an earlier visit's picks and leads to their comparison, in the buyer's order", async () => {
    pick(villa(2), villa(1), villa(3));
    renderWithProviders(<CompareTrayMount />, { route: '/blog' });
    expect(await screen.findByRole('heading', { name: 'Compare villas (3 of 4)' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Compare' })).toHaveAttribute(
      'href',
      '/compare?units=villa-2,villa-1,villa-3',
    );
  });

  it('takes a villa out, says why a fifth was refused, and clears', async () => {
    pick(villa(1), villa(2), villa(3), villa(4));
    const { user } = renderWithProviders(<CompareTrayMount />, { route: '/units' });
    await screen.findByRole('heading', { name: 'Compare villas (4 of 4)' });
    act(() => toggleCompared(villa(5)));
    expect(
      await screen.findByText('You can compare up to 4 villas. Remove one to add another.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove Villa 2 from compare' }));
    expect(await screen.findByRole('heading', { name: 'Compare villas (3 of 4)' })).toBeInTheDocument();
    expect(screen.queryByText(/You can compare up to/)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Compare villas' })).toBeNull());
    expect(localStorage.getItem(COMPARE_STORAGE_KEY)).toBeNull();
  });

  it('steps aside on the compare page itself', async () => {
    pick(villa(1), villa(2));
    // The tray's code ready, so its absence is the mount's choice, not a download still on its way.
    await import('./compare-tray.tsx');
    renderWithProviders(<CompareTrayMount />, { route: '/compare?units=villa-1,villa-2' });
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByRole('region', { name: 'Compare villas' })).toBeNull();
  });
});
