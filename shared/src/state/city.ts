import { useCallback } from 'react';
import { atom, getDefaultStore, useAtomValue, useStore, type Store } from 'jotai';
import { emitVillaEvent } from '@villa/shared/contracts/events';

export const DEFAULT_CITY = 'Bengaluru';

/** The selected city's name; the shell keeps it in step with the `city` query parameter. */
export const cityAtom = atom<string>(DEFAULT_CITY);

/**
 * The city a page's URL names in `city`, or null. The first render of a page shows it, on the server
 * and when the browser hydrates that render (docs/server-rendering.md).
 */
export function cityFromQuery(search: URLSearchParams): string | null {
  return search.get('city')?.trim() || null;
}

/** Selects a city and tells other bundles (`city:changed`); a blank or unchanged city does nothing. */
export function selectCity(city: string, store: Store = getDefaultStore()): void {
  const next = city.trim();
  if (!next || next === store.get(cityAtom)) return;
  store.set(cityAtom, next);
  emitVillaEvent('city:changed', { city: next });
}

export function useCity(): [city: string, setCity: (city: string) => void] {
  const store = useStore();
  const city = useAtomValue(cityAtom, { store });
  const setCity = useCallback((next: string) => selectCity(next, store), [store]);
  return [city, setCity];
}
