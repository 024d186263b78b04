import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '@villa/shared/testing/fixtures';
import { renderWithProviders } from '@villa/shared/testing/render';
import { stubFetch } from '@villa/shared/testing/stub-fetch';
import { SalesTeam } from './sales-team.tsx';
import { Testimonials } from './testimonials.tsx';

afterEach(() => vi.unstubAllGlobals());

const member = {
  _id: 'm1',
  name: 'Kavya Menon',
  exp: 9,
  location: 'Bengaluru',
  designation: 'Senior relationship manager',
  email: 'kavya@example.in',
  phone: '+91 98450 00001',
};

describe('SalesTeam', () => {
  it("shows each member's photo, name, role and experience; a missing or broken photo becomes an initial", async () => {
    stubFetch(() =>
      jsonResponse({
        data: [
          { ...member, image: '/img/kavya.jpg' },
          { ...member, _id: 'm2', name: 'Rahul Shetty', image: null },
        ],
      }),
    );
    const { container } = renderWithProviders(<SalesTeam />);
    const photo = await screen.findByRole('img', { name: 'Kavya Menon' });
    expect(photo).toHaveAttribute('src', '/img/kavya.jpg');
    expect(screen.getAllByText('Senior relationship manager')).toHaveLength(2);
    expect(screen.getAllByText('9 years of experience')).toHaveLength(2);
    expect(container).toHaveTextContent('RRahul Shetty');
    fireEvent.error(photo);
    expect(screen.queryByRole('img', { name: 'Kavya Menon' })).toBeNull();
    expect(container).toHaveTextContent('KKavya Menon');
  });
});

describe('Testimonials', () => {
  it('shows up to six reviews with their star rating named for screen readers', async () => {
    const reviews = Array.from({ length: 8 }, (_, index) => ({
      _id: `r${index}`,
      name: `Buyer ${index + 1}`,
      rating: (index % 5) + 1,
      review: `Review number ${index + 1}`,
    }));
    stubFetch(() => jsonResponse({ data: reviews }));
    renderWithProviders(<Testimonials />);
    expect(await screen.findByText('Review number 1')).toBeInTheDocument();
    expect(screen.queryByText('Review number 7')).toBeNull();
    expect(screen.getByRole('img', { name: '4 out of 5 stars' })).toBeInTheDocument();
    expect(screen.getAllByRole('img', { name: /out of 5 stars$/ })).toHaveLength(6);
  });

  it('shows the error message when reviews cannot be loaded', async () => {
    stubFetch(() => jsonResponse({ message: 'Failed to fetch reviews' }, 500));
    renderWithProviders(<Testimonials />);
    expect(await screen.findByRole('alert', {}, { timeout: 10_000 })).toHaveTextContent(
      'Error: Failed to fetch reviews',
    );
  }, 15_000);
});
