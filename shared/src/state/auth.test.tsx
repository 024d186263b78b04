import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { createStore, getDefaultStore, Provider, type Store } from 'jotai';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import type { User } from '@villa/api/schemas';
import { onVillaEvent } from '../contracts/events.ts';
import {
  AUTH_TOKEN_KEY,
  AUTH_USER_KEY,
  authTokenAtom,
  authUserAtom,
  clearAuth,
  restoreAuth,
  setAuth,
  useAuth,
} from './auth.ts';

const asha: User = {
  _id: '66a1b2c3d4e5f60718293a4b',
  name: 'Asha Rao',
  email: 'asha@example.com',
  phone: { code: '+91', number: '9845012345' },
  phone_number: '+91 9845012345',
};

/** Logged in: the store holds both a token and a user (useAuth's isLoggedIn once hydrated). */
const loggedIn = (store: Store) => store.get(authTokenAtom) !== null && store.get(authUserAtom) !== null;

function memoryStorage(entries: Record<string, string> = {}) {
  const map = new Map(Object.entries(entries));
  return {
    getItem: (key: string) => map.get(key) ?? null,
    setItem: (key: string, value: string) => void map.set(key, value),
    removeItem: (key: string) => void map.delete(key),
    keys: () => [...map.keys()],
  };
}

afterEach(() => clearAuth());

describe('restoreAuth (spec 4)', () => {
  it('logs in when a token and a user are stored', () => {
    const store = createStore();
    const storage = memoryStorage({ [AUTH_TOKEN_KEY]: 'tok-1', [AUTH_USER_KEY]: JSON.stringify(asha) });
    expect(restoreAuth(storage, store)).toBe(true);
    expect(loggedIn(store)).toBe(true);
    expect(store.get(authTokenAtom)).toBe('tok-1');
    expect(store.get(authUserAtom)).toEqual(asha);
    expect(storage.keys()).toEqual([AUTH_TOKEN_KEY, AUTH_USER_KEY]);
  });

  it.each([
    ['only a token', { [AUTH_TOKEN_KEY]: 'tok-1' }],
    ['only a user', { [AUTH_USER_KEY]: JSON.stringify(asha) }],
    ['an unreadable user', { [AUTH_TOKEN_KEY]: 'tok-1', [AUTH_USER_KEY]: '{"name":' }],
    ['a user that is not an object', { [AUTH_TOKEN_KEY]: 'tok-1', [AUTH_USER_KEY]: '"asha"' }],
  ])('clears both when there is %s', (_case, entries: Record<string, string>) => {
    const store = createStore();
    store.set(authTokenAtom, 'stale');
    const storage = memoryStorage(entries);
    expect(restoreAuth(storage, store)).toBe(false);
    expect(loggedIn(store)).toBe(false);
    expect(store.get(authTokenAtom)).toBeNull();
    expect(store.get(authUserAtom)).toBeNull();
    expect(storage.keys()).toEqual([]);
  });

  it('reads localStorage by default, into the default store', () => {
    localStorage.setItem(AUTH_TOKEN_KEY, 'tok-local');
    localStorage.setItem(AUTH_USER_KEY, JSON.stringify(asha));
    expect(restoreAuth()).toBe(true);
    expect(getDefaultStore().get(authTokenAtom)).toBe('tok-local');
  });
});

describe('setAuth and clearAuth', () => {
  it('saves both to localStorage (token raw, user as JSON) and announces the login', () => {
    const heard = vi.fn();
    const stop = onVillaEvent('auth:changed', heard);
    setAuth('tok-2', asha);
    stop();
    expect(localStorage.getItem(AUTH_TOKEN_KEY)).toBe('tok-2');
    expect(JSON.parse(localStorage.getItem(AUTH_USER_KEY) ?? 'null')).toEqual(asha);
    expect(loggedIn(getDefaultStore())).toBe(true);
    expect(heard).toHaveBeenCalledWith({ user: asha });
  });

  it('clears both, in the store and in localStorage, and announces the logout', () => {
    setAuth('tok-2', asha);
    const heard = vi.fn();
    const stop = onVillaEvent('auth:changed', heard);
    clearAuth();
    clearAuth(); // nothing left to clear: no second event
    stop();
    expect(localStorage.getItem(AUTH_TOKEN_KEY)).toBeNull();
    expect(localStorage.getItem(AUTH_USER_KEY)).toBeNull();
    expect(loggedIn(getDefaultStore())).toBe(false);
    expect(heard).toHaveBeenCalledExactlyOnceWith({ user: null });
  });

  it('treats setting nulls as a logout', () => {
    setAuth('tok-2', asha);
    setAuth(null, null);
    expect(localStorage.getItem(AUTH_TOKEN_KEY)).toBeNull();
    expect(getDefaultStore().get(authUserAtom)).toBeNull();
  });

  it('starts a new store from what is stored', () => {
    setAuth('tok-3', asha);
    expect(loggedIn(createStore())).toBe(true);
    localStorage.removeItem(AUTH_USER_KEY);
    expect(loggedIn(createStore())).toBe(false);
  });
});

describe('useAuth', () => {
  const wrapperFor =
    (store: Store) =>
    ({ children }: { children: ReactNode }) => <Provider store={store}>{children}</Provider>;

  it('reads and changes the auth of its store', () => {
    const store = createStore();
    const { result } = renderHook(() => useAuth(), { wrapper: wrapperFor(store) });
    expect(result.current).toMatchObject({ isLoggedIn: false, user: null, token: null });

    act(() => result.current.setAuth('tok-4', asha));
    expect(result.current).toMatchObject({ isLoggedIn: true, user: asha, token: 'tok-4' });
    expect(loggedIn(store)).toBe(true);

    act(() => result.current.clearAuth());
    expect(result.current.isLoggedIn).toBe(false);
    expect(localStorage.getItem(AUTH_TOKEN_KEY)).toBeNull();
  });

  it('follows a logout made outside React (the API client on a 401)', () => {
    setAuth('tok-5', asha);
    const { result } = renderHook(() => useAuth());
    expect(result.current.isLoggedIn).toBe(true);
    act(() => clearAuth());
    expect(result.current.isLoggedIn).toBe(false);
  });

  it('follows a logout in another tab', () => {
    setAuth('tok-6', asha);
    const { result } = renderHook(() => useAuth());
    act(() => {
      localStorage.removeItem(AUTH_TOKEN_KEY);
      window.dispatchEvent(new StorageEvent('storage', { key: AUTH_TOKEN_KEY, newValue: null }));
    });
    expect(result.current).toMatchObject({ isLoggedIn: false, token: null });
  });
});

describe('useAuth on the server', () => {
  it('renders logged out even with a stored login: the browser shows it after hydration', () => {
    const store = createStore();
    restoreAuth(memoryStorage({ [AUTH_TOKEN_KEY]: 'token-1', [AUTH_USER_KEY]: JSON.stringify(asha) }), store);
    function Greeting() {
      const { isLoggedIn, user } = useAuth();
      return <p>{isLoggedIn ? `Hello ${user?.name}` : 'Log in'}</p>;
    }
    expect(
      renderToString(
        <Provider store={store}>
          <Greeting />
        </Provider>,
      ),
    ).toBe('<p>Log in</p>');
  });
});
