import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { FORM_LOAD_FAILED, FormOnIntent } from '@villa/shared/forms/form-on-intent';
import { renderWithProviders } from '@villa/shared/testing/render';

const FakeForm = () => <form aria-label="Fake form" />;

describe('FormOnIntent', () => {
  it('starts the download when the button is pointed at, and shows the form when it is pressed', async () => {
    const load = vi.fn(async () => ({ default: FakeForm }));
    const { user } = renderWithProviders(
      <FormOnIntent title="Tell us" titleId="t" startLabel="Start" load={load} />,
    );
    expect(screen.getByRole('heading', { name: 'Tell us' })).toBeInTheDocument();
    expect(load).not.toHaveBeenCalled();
    fireEvent.pointerEnter(screen.getByRole('button', { name: 'Start' }));
    expect(load).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Start' }));
    expect(await screen.findByRole('form', { name: 'Fake form' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Start' })).toBeNull();
  });

  it('says so when the form cannot be downloaded, with Retry', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const load = vi.fn(() => Promise.reject(new Error('ChunkLoadError')));
    const { user } = renderWithProviders(
      <FormOnIntent title="Tell us" titleId="t" startLabel="Start" load={load} />,
    );
    await user.click(screen.getByRole('button', { name: 'Start' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(FORM_LOAD_FAILED);
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    vi.restoreAllMocks();
  });
});
