import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@villa/shared/testing/render';
import { DeveloperPage } from './developer-page.tsx';

describe('DeveloperPage', () => {
  it('shows why to partner, and the developer form when asked for', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ data: [] })),
    );
    const { user } = renderWithProviders(<DeveloperPage />, { route: '/for-developers' });

    expect(
      screen.getByRole('heading', { level: 1, name: 'List your villa project with us' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Tell us about your project' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'List your villa' })).toHaveAttribute('href', '/list-your-villa');
    // The first screen is built without MUI or the form: they load on intent.
    expect(document.querySelector('[class*="Mui"]')).toBeNull();
    expect(screen.queryByRole('form')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Partner with us' }));
    expect(await screen.findByRole('form', { name: 'Developer form' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Developer name' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Partner with us' })).toBeNull();
    vi.unstubAllGlobals();
  });
});
