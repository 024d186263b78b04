import { describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import type { ReactNode } from 'react';
import { onVillaEvent } from '../contracts/events.ts';
import { cityAtom, DEFAULT_CITY, useCity } from './city.ts';

function setup() {
  const store = createStore();
  const wrapper = ({ children }: { children: ReactNode }) => <Provider store={store}>{children}</Provider>;
  return { store, ...renderHook(() => useCity(), { wrapper }) };
}

describe('useCity', () => {
  it('starts at Bengaluru', () => {
    const { result } = setup();
    expect(DEFAULT_CITY).toBe('Bengaluru');
    expect(result.current[0]).toBe('Bengaluru');
  });

  it('sets the city and emits city:changed once per change', () => {
    const heard = vi.fn();
    const stop = onVillaEvent('city:changed', heard);
    const { result, store } = setup();
    act(() => result.current[1]('Mysore'));
    act(() => result.current[1]('Mysore'));
    act(() => result.current[1]('  '));
    stop();
    expect(result.current[0]).toBe('Mysore');
    expect(store.get(cityAtom)).toBe('Mysore');
    expect(heard).toHaveBeenCalledExactlyOnceWith({ city: 'Mysore' });
  });
});
