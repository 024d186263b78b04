// A buyer's own places (issue 29): up to five (office, school, parents). A visitor's are kept in the
// browser; a logged-in buyer's in their account, with a copy in the browser that the commute lines
// read. At login the browser's places move into the account. Loaded on intent (state/places-picks.ts
// decides): a change is told on the bus ('places:changed').
import { useSyncExternalStore } from 'react';
import { getDefaultStore } from 'jotai';
import {
  MY_PLACE_LABEL_LENGTH,
  MY_PLACES_ACCOUNT_KEY,
  MY_PLACES_MAX,
  MY_PLACES_STORAGE_KEY,
} from '@villa/api/contract/my-places';
import type { MyPlace, MyPlacesResponse } from '@villa/api/schemas';
import { apiRequest } from '@villa/shared/api/client';
import { emitVillaEvent, onVillaEvent } from '@villa/shared/contracts/events';
import { authUserAtom } from '@villa/shared/state/auth';

export type { MyPlace };

export const PLACES_ERRORS = {
  fetch: 'Failed to fetch your places',
  save: 'Failed to save your places',
} as const;

const NONE: readonly MyPlace[] = [];

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

function readItem(key: string): string | null {
  try {
    return storage()?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

function writeItem(key: string, value: string | null): void {
  try {
    if (value === null) storage()?.removeItem(key);
    else storage()?.setItem(key, value);
  } catch {
    // Blocked or full storage: the places last only as long as the page.
  }
}

const inRange = (value: unknown, limit: number): value is number =>
  typeof value === 'number' && Number.isFinite(value) && Math.abs(value) <= limit;

/** A place as the API takes it: anything else in the browser's copy is left out. */
export function isPlace(value: unknown): value is MyPlace {
  if (typeof value !== 'object' || value === null) return false;
  const { label, name, lat, lng } = value as Record<string, unknown>;
  return (
    typeof label === 'string' &&
    label.trim().length >= MY_PLACE_LABEL_LENGTH.min &&
    label.length <= MY_PLACE_LABEL_LENGTH.max &&
    typeof name === 'string' &&
    name.trim() !== '' &&
    inRange(lat, 90) &&
    inRange(lng, 180)
  );
}

function parse(raw: string | null): readonly MyPlace[] {
  try {
    const value: unknown = raw === null ? [] : JSON.parse(raw);
    return Array.isArray(value) ? value.filter(isPlace).slice(0, MY_PLACES_MAX) : NONE;
  } catch {
    return NONE;
  }
}

let snapshot: { raw: string | null; places: readonly MyPlace[] } = { raw: null, places: NONE };

/** The places the browser holds: a visitor's, or the copy of the account's. */
export function myPlaces(): readonly MyPlace[] {
  const raw = readItem(MY_PLACES_STORAGE_KEY);
  if (raw !== snapshot.raw) snapshot = { raw, places: parse(raw) };
  return snapshot.places;
}

function keep(places: readonly MyPlace[], account: string | null): void {
  writeItem(MY_PLACES_STORAGE_KEY, places.length > 0 ? JSON.stringify(places) : null);
  writeItem(MY_PLACES_ACCOUNT_KEY, account);
  emitVillaEvent('places:changed', { count: places.length });
}

const samePlace = (a: MyPlace, b: MyPlace) =>
  a.label.trim() === b.label.trim() && Math.abs(a.lat - b.lat) < 1e-6 && Math.abs(a.lng - b.lng) < 1e-6;

const loggedInUser = () => getDefaultStore().get(authUserAtom);

async function putPlaces(places: readonly MyPlace[]): Promise<MyPlace[]> {
  const response = await apiRequest<MyPlacesResponse>('/auth/users/places', {
    method: 'PUT',
    body: { places },
    defaultMessage: PLACES_ERRORS.save,
  });
  return response.data;
}

async function readAccount(): Promise<void> {
  const user = loggedInUser();
  const account = readItem(MY_PLACES_ACCOUNT_KEY);
  // Logged out: the copy of an account's places is not the next visitor's.
  if (user === null) {
    if (account !== null) keep([], null);
    return;
  }
  if (account === user._id) return;
  // A visitor's own places (not another account's copy) move into the account, after its own.
  const visitors = account === null ? myPlaces() : NONE;
  const response = await apiRequest<MyPlacesResponse>('/auth/users/places', {
    defaultMessage: PLACES_ERRORS.fetch,
  });
  const saved = response.data;
  const merged = [
    ...saved,
    ...visitors.filter((place) => !saved.some((kept) => samePlace(kept, place))),
  ].slice(0, MY_PLACES_MAX);
  keep(merged.length === saved.length ? saved : await putPlaces(merged), user._id);
}

let reading: Promise<void> | null = null;
/**
 * Brings the browser's copy in step with the login: the account's places once after a login (with the
 * visitor's moved in), none after a logout. Once at a time; a failure leaves the copy as it was.
 */
export function syncPlaces(): Promise<void> {
  reading ??= readAccount().finally(() => (reading = null));
  return reading;
}

/** The buyer's places become `places`: in the account when logged in (rejects with the API's message), else in the browser. */
export async function savePlaces(places: readonly MyPlace[]): Promise<void> {
  const user = loggedInUser();
  if (user === null) keep(places, null);
  else keep(await putPlaces(places), user._id);
}

if (typeof window !== 'undefined') {
  onVillaEvent('auth:changed', () => void syncPlaces().catch(() => {}));
  void syncPlaces().catch(() => {});
}

function subscribe(onChange: () => void): () => void {
  const stop = onVillaEvent('places:changed', onChange);
  const onStorage = (event: StorageEvent) => {
    if (event.key === MY_PLACES_STORAGE_KEY || event.key === null) onChange();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    stop();
    window.removeEventListener('storage', onStorage);
  };
}

/** The places, kept current. None on the server and while hydrating, so the markup matches. */
export function useMyPlaces(): readonly MyPlace[] {
  return useSyncExternalStore(subscribe, myPlaces, () => NONE);
}
