import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { Button } from '@villa/shared/mui/core';
import { renderWithProviders } from '../testing/render.tsx';
import { StatusMessage } from './status-message.tsx';

describe('StatusMessage', () => {
  it('announces loading politely with a spinner', () => {
    renderWithProviders(<StatusMessage kind="loading" title="Loading more villas..." />);
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Loading more villas...');
    expect(status).toHaveAttribute('aria-busy', 'true');
    expect(status.querySelector('svg')).not.toBeNull();
  });

  it('shows an empty state with its hint', () => {
    renderWithProviders(
      <StatusMessage kind="empty" title="No villas found" hint="Try adjusting your search criteria" />,
    );
    expect(screen.getByRole('status')).toHaveTextContent('No villas foundTry adjusting your search criteria');
    expect(screen.getByRole('status')).not.toHaveAttribute('aria-busy');
  });

  it('shows an error as an alert with its action', async () => {
    const retry = vi.fn();
    const { user } = renderWithProviders(
      <StatusMessage
        kind="error"
        title="Error: Failed to fetch units"
        action={<Button onClick={retry}>Retry</Button>}
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Error: Failed to fetch units');
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(retry).toHaveBeenCalledOnce();
  });

  it('offers the standard Retry button when given onRetry', async () => {
    const retry = vi.fn();
    const { user } = renderWithProviders(
      <StatusMessage kind="error" title="Error: Failed to fetch blog posts" onRetry={retry} />,
    );
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(retry).toHaveBeenCalledOnce();
  });

  it('has no Retry button without onRetry', () => {
    renderWithProviders(<StatusMessage kind="error" title="Error: Not found" />);
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
  });
});
