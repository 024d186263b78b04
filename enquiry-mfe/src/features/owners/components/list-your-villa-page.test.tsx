import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@villa/shared/testing/render';
import { ListYourVillaPage } from './list-your-villa-page.tsx';

afterEach(() => vi.unstubAllGlobals());

describe('ListYourVillaPage', () => {
  it('says how an owner lists a villa, and shows the listing form when asked for', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ data: [] })),
    );
    const { user } = renderWithProviders(<ListYourVillaPage />, { route: '/list-your-villa' });

    expect(screen.getByRole('heading', { level: 1, name: 'List your villa' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Add photos' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Partner with us' })).toHaveAttribute('href', '/for-developers');
    // The first screen is built without MUI or the form: they load on intent.
    expect(document.querySelector('[class*="Mui"]')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Start your listing' }));
    // The form's chunk (MUI's inputs, the forms kit) takes a while to transform on a busy machine.
    const form = await screen.findByRole('form', { name: 'Villa listing form' }, { timeout: 10_000 });
    expect(form).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add Property Images' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Location' })).toBeDisabled();
    // Property age is asked for only once the stage is 'Ready To Move'.
    expect(screen.queryByRole('textbox', { name: 'Property age' })).toBeNull();
    await user.click(screen.getByRole('combobox', { name: 'Property stage' }));
    await user.click(await screen.findByRole('option', { name: 'Ready To Move' }));
    expect(await screen.findByRole('textbox', { name: 'Property age' })).toBeInTheDocument();
  });
});
