import { screen, within } from '@testing-library/react';
import { act } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { clearAuth, setAuth } from '@villa/shared/state/auth';
import { rememberCity } from '@villa/shared/state/remember-city';
import { renderWithProviders } from '@villa/shared/testing/render';
import { Header } from './header.tsx';

const user = {
  _id: '65a1b2c3d4e5f60718293a4b',
  name: 'Asha Rao',
  email: 'asha@example.in',
  phone: { code: '+91', number: '9876543210' },
  phone_number: '+91 9876543210',
};

describe('Header', () => {
  afterEach(() => clearAuth());

  it('shows Show All Villas and Wishlist, and no Profile when logged out', () => {
    renderWithProviders(<Header />);
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Show All Villas' })).toHaveAttribute('href', '/units');
    expect(within(nav).getByRole('link', { name: 'Wishlist' })).toHaveAttribute('href', '/profile/wishlist');
    expect(within(nav).queryByRole('link', { name: 'Profile' })).toBeNull();
  });

  it("leads Show All Villas to the buyer's last city, and to a city chosen while the page is open", () => {
    rememberCity('Hyderabad');
    renderWithProviders(<Header />, { route: '/profile/wishlist' });
    const showAll = screen.getByRole('link', { name: 'Show All Villas' });
    expect(showAll).toHaveAttribute('href', '/units?city=Hyderabad');
    act(() => rememberCity('Chennai'));
    expect(showAll).toHaveAttribute('href', '/units?city=Chennai');
  });

  it("keeps the city the page's URL names", () => {
    rememberCity('Hyderabad');
    renderWithProviders(<Header />, { route: '/unit/villa-12/?city=Mysore' });
    expect(screen.getByRole('link', { name: 'Show All Villas' })).toHaveAttribute(
      'href',
      '/units?city=Mysore',
    );
  });

  it('shows Profile when logged in', () => {
    setAuth('token-123', user);
    renderWithProviders(<Header />);
    expect(screen.getByRole('link', { name: 'Profile' })).toHaveAttribute('href', '/profile/account');
  });
});
