import { lazy } from 'react';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@villa/shared/testing/render';
import { LazySection } from './lazy-section.tsx';

describe('LazySection', () => {
  it("shows 'Failed to load {section} section' when the section's code can't be loaded", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const Broken = lazy(() => Promise.reject(new Error('ChunkLoadError: Loading chunk 42 failed')));
    renderWithProviders(
      <>
        <LazySection name="Unit Plan">
          <Broken />
        </LazySection>
        <p>The rest of the page</p>
      </>,
    );
    expect(screen.getByText('Loading Villa Plan...')).toBeInTheDocument();
    expect(await screen.findByText('Failed to load Villa Plan section')).toBeInTheDocument();
    expect(screen.getByText('The rest of the page')).toBeInTheDocument();
  });
});
