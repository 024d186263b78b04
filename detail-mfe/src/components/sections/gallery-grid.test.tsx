import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@villa/shared/testing/render';
import { GalleryGrid } from './gallery-grid.tsx';

const alts = (container: HTMLElement) =>
  within(container)
    .getAllByRole('img')
    .map((img) => img.getAttribute('alt'));

describe('GalleryGrid', () => {
  it('groups the pictures under Exteriors and Interiors (spec 2.4), untagged ones last', async () => {
    renderWithProviders(
      <GalleryGrid
        name="Villa 12"
        images={[
          { url: '/a.webp', alt: 'Living room', kind: 'interior' },
          { url: '/b.webp', alt: 'Front elevation', kind: 'exterior' },
          { url: '/c.webp', alt: '' },
          { url: '/d.webp', alt: 'Garden', kind: 'exterior' },
        ]}
      />,
    );
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Exteriors',
      'Interiors',
      'More photos',
    ]);
    // Each group's grid is a chunk of its own, loaded as it comes near.
    await waitFor(() => expect(screen.getAllByRole('img')).toHaveLength(4));
    expect(alts(screen.getByRole('region', { name: 'Exteriors' }))).toEqual(['Front elevation', 'Garden']);
    expect(alts(screen.getByRole('region', { name: 'Interiors' }))).toEqual(['Living room']);
    // Numbered across the gallery: the fourth picture shown.
    expect(alts(screen.getByRole('region', { name: 'More photos' }))).toEqual(['Villa 12, photo 4']);
  });

  it('shows one grid, without headings, when no picture says which side it is', async () => {
    renderWithProviders(
      <GalleryGrid
        name="Villa 12"
        images={[
          { url: '/a.webp', alt: 'Front' },
          { url: '/b.webp', alt: '' },
        ]}
      />,
    );
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
    expect((await screen.findAllByRole('img')).map((img) => img.getAttribute('alt'))).toEqual([
      'Front',
      'Villa 12, photo 2',
    ]);
  });
});
