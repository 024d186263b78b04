import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { listingGoneOf } from '../lib/listing-gone.ts';
import { renderWithProviders } from '../testing/render.tsx';
import { ListingGone } from './listing-gone.tsx';

const GONE = {
  statusCode: 410 as const,
  error: 'Gone' as const,
  message: 'This villa is no longer listed',
  project: { slug: 'mango-orchard-villas', name: 'Mango Orchard Villas' },
  city: 'Bengaluru',
};

describe('ListingGone', () => {
  it("says what the server said and offers the listing's project and the villas of its city", () => {
    renderWithProviders(<ListingGone gone={GONE} />);
    expect(screen.getByRole('status')).toHaveTextContent('This villa is no longer listed');
    expect(screen.getByRole('link', { name: 'See Mango Orchard Villas' })).toHaveAttribute(
      'href',
      '/project/mango-orchard-villas/',
    );
    expect(screen.getByRole('link', { name: 'Villas in Bengaluru' })).toHaveAttribute(
      'href',
      '/units?city=Bengaluru',
    );
  });

  it('offers only the city when the project is not listed either', () => {
    renderWithProviders(<ListingGone gone={{ ...GONE, project: null }} />);
    expect(screen.getAllByRole('link').map((link) => link.textContent)).toEqual(['Villas in Bengaluru']);
  });
});

describe('listingGoneOf', () => {
  it("reads the API's 410 answer and nothing else", () => {
    expect(listingGoneOf(GONE)).toEqual(GONE);
    expect(listingGoneOf({ statusCode: 404, error: 'Not Found', message: 'Unit not found' })).toBeNull();
    expect(listingGoneOf({ statusCode: 410, message: 'x' })).toBeNull();
    expect(listingGoneOf(undefined)).toBeNull();
    expect(listingGoneOf('Gone')).toBeNull();
  });
});
