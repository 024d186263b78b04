import { lazy } from 'react';
import { act, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@villa/shared/testing/render';
import { LazyPart } from './lazy-part.tsx';
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

describe('LazyPart', () => {
  it.each(['Exteriors', 'Interiors', 'Get Directions'])(
    "shows 'Failed to load %s section' when that part's code can't be loaded, and the rest stays",
    async (title) => {
      vi.spyOn(console, 'error').mockImplementation(() => {});
      const Broken = lazy(() => Promise.reject(new Error('ChunkLoadError: Loading chunk 7 failed')));
      renderWithProviders(
        <>
          <LazyPart title={title}>
            <Broken />
          </LazyPart>
          <p>The rest of the section</p>
        </>,
      );
      expect(screen.getByText(`Loading ${title}...`)).toBeInTheDocument();
      expect(await screen.findByText(`Failed to load ${title} section`)).toBeInTheDocument();
      expect(screen.getByText('The rest of the section')).toBeInTheDocument();
    },
  );
});

describe('LazySection below the fold', () => {
  it("loads the section's code only when it comes near the viewport", async () => {
    let reveal: () => void = () => {};
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(private readonly callback: IntersectionObserverCallback) {
          reveal = () =>
            this.callback(
              [{ isIntersecting: true } as IntersectionObserverEntry],
              this as unknown as IntersectionObserver,
            );
        }
        observe() {}
        disconnect() {}
      },
    );
    const load = vi.fn(() => Promise.resolve({ default: () => <p>Specification table</p> }));
    const Section = lazy(load);
    renderWithProviders(
      <LazySection name="Specification">
        <Section />
      </LazySection>,
    );
    expect(screen.getByText('Loading Specification...')).toBeInTheDocument();
    expect(load).not.toHaveBeenCalled();
    act(() => reveal());
    expect(await screen.findByText('Specification table')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
    vi.unstubAllGlobals();
  });
});
