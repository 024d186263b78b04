import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@villa/shared/testing/render';
import { lazyPage } from './lazy-page.tsx';

describe('lazyPage', () => {
  beforeEach(() => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });

  it('asks for a chunk that keeps failing once per Retry, not in a loop', async () => {
    const load = vi.fn().mockRejectedValue(new TypeError('Failed to fetch dynamically imported module'));
    const Page = lazyPage(load);
    const { user } = renderWithProviders(<Page />);
    expect(await screen.findByText("We couldn't load this page right now.")).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);

    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(2));
    expect(await screen.findByRole('button', { name: 'Retry' })).toBeEnabled();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('contains a page that throws while rendering', async () => {
    const Page = lazyPage(async () => ({
      default: () => {
        throw new Error('render bug');
      },
    }));
    renderWithProviders(
      <>
        <Page />
        <p>Footer still here</p>
      </>,
    );
    expect(await screen.findByText("We couldn't load this page right now.")).toBeInTheDocument();
    expect(screen.getByText('Footer still here')).toBeInTheDocument();
  });
});
