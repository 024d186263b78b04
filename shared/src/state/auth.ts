import { useCallback } from 'react';
import { atom, getDefaultStore, useAtomValue, useStore, type Store } from 'jotai';
import { atomWithLazy } from 'jotai/utils';
import type { User } from '@villa/api/schemas';
import { emitVillaEvent } from '@villa/shared/contracts/events';
import { useHydrated } from '@villa/shared/lib/hydration';

/** localStorage keys: the token as a raw string, the user as JSON. */
export const AUTH_TOKEN_KEY = 'authToken';
export const AUTH_USER_KEY = 'authUser';

/** The part of the Web Storage API the auth state uses (localStorage, or a stand-in in tests). */
export type AuthStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

interface StoredAuth {
  token: string;
  user: User;
}

function browserStorage(): AuthStorage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    // Reading `localStorage` throws when the browser blocks storage for the site.
    return null;
  }
}

function parseUser(raw: string): User | null {
  try {
    const value: unknown = JSON.parse(raw);
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as User) : null;
  } catch {
    return null;
  }
}

/** The stored auth when both token and user are there and readable, else null (spec 4). */
function readStoredAuth(storage: AuthStorage | null): StoredAuth | null {
  try {
    const token = storage?.getItem(AUTH_TOKEN_KEY);
    const rawUser = storage?.getItem(AUTH_USER_KEY);
    if (!token || !rawUser) return null;
    const user = parseUser(rawUser);
    return user ? { token, user } : null;
  } catch {
    return null;
  }
}

function removeStored(storage: AuthStorage | null): void {
  try {
    storage?.removeItem(AUTH_TOKEN_KEY);
    storage?.removeItem(AUTH_USER_KEY);
  } catch {
    // Blocked storage: nothing was stored there either.
  }
}

function writeItem(key: string, value: string | null): void {
  const storage = browserStorage();
  try {
    if (value === null) storage?.removeItem(key);
    else storage?.setItem(key, value);
  } catch {
    // Full or blocked storage: the session still works, it just won't survive a reload.
  }
}

/** Re-reads the stored auth when another tab logs in or out. */
function onStoredAuthChange(callback: () => void): () => void {
  if (typeof window === 'undefined') return () => {};
  const listener = (event: StorageEvent) => {
    if (event.key === null || event.key === AUTH_TOKEN_KEY || event.key === AUTH_USER_KEY) callback();
  };
  window.addEventListener('storage', listener);
  return () => window.removeEventListener('storage', listener);
}

// Each store starts from what is stored, and only when token and user are both valid.
const tokenValueAtom = atomWithLazy<string | null>(() => readStoredAuth(browserStorage())?.token ?? null);
const userValueAtom = atomWithLazy<User | null>(() => readStoredAuth(browserStorage())?.user ?? null);
tokenValueAtom.onMount = (set) =>
  onStoredAuthChange(() => set(readStoredAuth(browserStorage())?.token ?? null));
userValueAtom.onMount = (set) =>
  onStoredAuthChange(() => set(readStoredAuth(browserStorage())?.user ?? null));

/** The bearer token; writing it also stores it (null removes it). */
export const authTokenAtom = atom(
  (get) => get(tokenValueAtom),
  (_get, set, token: string | null) => {
    set(tokenValueAtom, token || null);
    writeItem(AUTH_TOKEN_KEY, token || null);
  },
);

/** The logged-in user; writing it also stores it as JSON (null removes it). */
export const authUserAtom = atom(
  (get) => get(userValueAtom),
  (_get, set, user: User | null) => {
    set(userValueAtom, user);
    writeItem(AUTH_USER_KEY, user === null ? null : JSON.stringify(user));
  },
);

/** Clears the token and the user, in the store and in localStorage. */
export function clearAuth(store: Store = getDefaultStore()): void {
  const wasSet = store.get(authTokenAtom) !== null || store.get(authUserAtom) !== null;
  store.set(authTokenAtom, null);
  store.set(authUserAtom, null);
  if (wasSet) emitVillaEvent('auth:changed', { user: null });
}

/** Logs in: saves both. A missing token or user clears both instead (spec 4). */
export function setAuth(token: string | null, user: User | null, store: Store = getDefaultStore()): void {
  if (!token || !user) {
    clearAuth(store);
    return;
  }
  store.set(authTokenAtom, token);
  store.set(authUserAtom, user);
  emitVillaEvent('auth:changed', { user });
}

/**
 * On page load: a stored token and user log the visitor in; a missing or unreadable one clears
 * both. Returns whether the visitor is logged in.
 */
export function restoreAuth(
  storage: AuthStorage | null = browserStorage(),
  store: Store = getDefaultStore(),
): boolean {
  const stored = readStoredAuth(storage);
  if (!stored) removeStored(storage);
  store.set(tokenValueAtom, stored?.token ?? null);
  store.set(userValueAtom, stored?.user ?? null);
  return stored !== null;
}

export interface AuthState {
  isLoggedIn: boolean;
  user: User | null;
  token: string | null;
  setAuth: (token: string | null, user: User | null) => void;
  clearAuth: () => void;
}

/** The auth state of the nearest jotai store (the default store unless a Provider gives another). */
export function useAuth(): AuthState {
  const store = useStore();
  // The server renders every page logged out (the token is in the browser's storage); the browser's
  // first render must match it, so the stored login shows from the render after hydration.
  const hydrated = useHydrated();
  const storedToken = useAtomValue(authTokenAtom, { store });
  const storedUser = useAtomValue(authUserAtom, { store });
  const token = hydrated ? storedToken : null;
  const user = hydrated ? storedUser : null;
  const set = useCallback(
    (nextToken: string | null, nextUser: User | null) => setAuth(nextToken, nextUser, store),
    [store],
  );
  const clear = useCallback(() => clearAuth(store), [store]);
  return { isLoggedIn: token !== null && user !== null, user, token, setAuth: set, clearAuth: clear };
}
