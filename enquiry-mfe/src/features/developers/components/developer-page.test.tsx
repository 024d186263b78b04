import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { onVillaEvent } from '@villa/shared/contracts/events';
import { renderWithProviders } from '@villa/shared/testing/render';
import { DeveloperPage } from './developer-page.tsx';

describe('DeveloperPage', () => {
  it('shows why to partner and opens a developer enquiry', async () => {
    const heard = vi.fn();
    const stop = onVillaEvent('enquiry:open', heard);
    const { user } = renderWithProviders(<DeveloperPage />, { route: '/for-developers' });

    expect(
      screen.getByRole('heading', { level: 1, name: 'List your villa project with us' }),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(3);
    // The first screen is built without MUI (it loads with the enquiry, on intent).
    expect(document.querySelector('[class*="Mui"]')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Partner with us' }));
    stop();

    expect(heard).toHaveBeenCalledExactlyOnceWith({
      title: 'Developer enquiry',
      description: 'Interested in partnering as a developer',
      source_url: `${window.location.origin}/for-developers`,
    });
  });
});
