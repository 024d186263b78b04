import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { emitVillaEvent } from '@villa/shared/contracts/events';
import { renderWithProviders } from '@villa/shared/testing/render';
import { EnquiryHost } from './enquiry-host.tsx';

describe('EnquiryHost', () => {
  it('shows nothing until an enquiry:open event, then the enquiry dialog', async () => {
    renderWithProviders(<EnquiryHost />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    act(() => emitVillaEvent('enquiry:open', { title: 'Villa 12' }));

    expect(await screen.findByRole('dialog', { name: 'Step into your dream villa!' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Full Name' })).toBeInTheDocument();
  });

  it('opens at once for a request made before it was mounted, and closes with the close button', async () => {
    const { user } = renderWithProviders(<EnquiryHost initialRequest={{ title: 'Villa 12' }} />);
    const dialog = await screen.findByRole('dialog', { name: 'Step into your dream villa!' });

    await user.click(screen.getByRole('button', { name: 'Close dialog' }));

    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 400));
    });
    expect(dialog).not.toBeInTheDocument();
  });
});
