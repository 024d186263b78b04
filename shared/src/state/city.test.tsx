import { describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { useLocation } from '@villa/shared/router';
import { MemoryRouter } from '@villa/shared/router-testing';
import { onVillaEvent } from '../contracts/events.ts';
import { DEFAULT_CITY, useCity, withCitySearch } from './city.ts';

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

  it('writes the city into the URL, dropping the old place and keeping the rest, and emits city:changed once per change', () => {
    const heard = vi.fn();
    const stop = onVillaEvent('city:changed', heard);
    const { result } = setup('/units?city=Hosur&search=Mathigiri&filters=abc');
    act(() => result.current.city[1]('Mysore'));
    act(() => result.current.city[1]('Mysore'));
    act(() => result.current.city[1]('  '));
    stop();
    expect(result.current.city[0]).toBe('Mysore');
    expect(result.current.location.search).toBe('?city=Mysore&filters=abc');
    expect(heard).toHaveBeenCalledExactlyOnceWith({ city: 'Mysore' });
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
