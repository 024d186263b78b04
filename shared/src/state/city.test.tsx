import { describe, expect, it, vi } from 'vitest';
import { act, render, renderHook, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import type { ReactNode } from 'react';
import { Link, useLocation } from '@villa/shared/router';
import { MemoryRouter } from '@villa/shared/router-testing';
import { onVillaEvent } from '../contracts/events.ts';
import { DEFAULT_CITY, useCity, withCitySearch } from './city.ts';
import { rememberedCity, useListingPath, useShownCity } from './remembered-city.ts';
import { rememberCity } from './remember-city.ts';

function setup(route = '/units') {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={[route]}>{children}</MemoryRouter>
  );
  return renderHook(() => ({ city: useCity(), location: useLocation() }), { wrapper });
}

describe('useCity', () => {
  it('is Bengaluru when the URL names no city', () => {
    const { result } = setup();
    expect(DEFAULT_CITY).toBe('Bengaluru');
    expect(result.current.city[0]).toBe('Bengaluru');
  });

  it('reads the city from the URL', () => {
    const { result } = setup('/units?city=Hosur');
    expect(result.current.city[0]).toBe('Hosur');
  });

  it("is the URL's city alone: a remembered city reaches the listing through its address", () => {
    rememberCity('Hyderabad');
    expect(setup('/units').result.current.city[0]).toBe('Bengaluru');
  });
});

describe('useShownCity', () => {
  it("is the remembered city when the URL names none, and the URL's when it does", () => {
    const shown = (route: string) =>
      renderHook(() => useShownCity(), {
        wrapper: ({ children }: { children: ReactNode }) => (
          <MemoryRouter initialEntries={[route]}>{children}</MemoryRouter>
        ),
      }).result.current;
    expect(shown('/unit/villa-12/')).toBe('Bengaluru');
    rememberCity('Hyderabad');
    expect(shown('/unit/villa-12/')).toBe('Hyderabad');
    expect(shown('/unit/villa-12/?city=Hosur')).toBe('Hosur');
  });

  it('writes the city into the URL, dropping the old place and keeping the rest; a blank or unchanged city does nothing', () => {
    const { result } = setup('/units?city=Hosur&search=Mathigiri&filters=abc');
    act(() => result.current.city[1]('Mysore'));
    const entry = result.current.location.key;
    act(() => result.current.city[1]('Mysore'));
    act(() => result.current.city[1]('  '));
    expect(result.current.city[0]).toBe('Mysore');
    expect(result.current.location.search).toBe('?city=Mysore&filters=abc');
    expect(result.current.location.key).toBe(entry);
  });
});

describe('rememberCity', () => {
  it('keeps the city in a cookie for a year and tells the open apps once per change', () => {
    const heard = vi.fn();
    const stop = onVillaEvent('city:changed', heard);
    const cookie = vi.spyOn(document, 'cookie', 'set');
    rememberCity('Navi Mumbai');
    rememberCity('Navi Mumbai');
    rememberCity('');
    stop();
    expect(rememberedCity()).toBe('Navi Mumbai');
    expect(heard).toHaveBeenCalledExactlyOnceWith({ city: 'Navi Mumbai' });
    expect(cookie).toHaveBeenCalledExactlyOnceWith(
      'villa_city=Navi%20Mumbai; Max-Age=31536000; Path=/; SameSite=Lax',
    );
    cookie.mockRestore();
  });

  it('is null before any city is chosen', () => {
    expect(rememberedCity()).toBeNull();
  });

  it('reads a cookie of another app or tab, and nothing that is not URI-encoded', () => {
    document.cookie = 'villa_city=Navi%20Mumbai; Path=/';
    expect(rememberedCity()).toBe('Navi Mumbai');
    document.cookie = 'villa_city=%E0%A4; Path=/';
    expect(rememberedCity()).toBeNull();
  });
});

function ShowAllVillas() {
  return <Link to={useListingPath()}>Show All Villas</Link>;
}

const withRouter = (route: string) => (
  <MemoryRouter initialEntries={[route]}>
    <ShowAllVillas />
  </MemoryRouter>
);

describe('useListingPath', () => {
  it("leads to the buyer's last city, and follows a city chosen later", () => {
    rememberCity('Hyderabad');
    render(withRouter('/profile/wishlist'));
    const link = screen.getByRole('link', { name: 'Show All Villas' });
    expect(link).toHaveAttribute('href', '/units?city=Hyderabad');
    act(() => rememberCity('Chennai'));
    expect(link).toHaveAttribute('href', '/units?city=Chennai');
  });

  it("keeps the page's own city", () => {
    rememberCity('Hyderabad');
    render(withRouter('/unit/villa-12/?city=Mysore'));
    expect(screen.getByRole('link', { name: 'Show All Villas' })).toHaveAttribute(
      'href',
      '/units?city=Mysore',
    );
  });

  it('renders on the server without the cookie, so hydration matches', () => {
    rememberCity('Hyderabad');
    expect(renderToString(withRouter('/profile/wishlist'))).toContain('href="/units"');
  });
});

describe('withCitySearch', () => {
  it('sets both parameters, or drops the place', () => {
    const current = new URLSearchParams('city=Hosur&page=2');
    expect(withCitySearch(current, { city: 'Chennai', search: 'Porur' }).toString()).toBe(
      'city=Chennai&page=2&search=Porur',
    );
    expect(withCitySearch(current, { city: 'Chennai', search: null }).toString()).toBe('city=Chennai&page=2');
  });
});
