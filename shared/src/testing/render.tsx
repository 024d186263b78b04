import type { ReactElement, ReactNode } from 'react';
import { render, type queries, type RenderOptions, type RenderResult } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore, Provider, type Store } from 'jotai';
import { MemoryRouter, Route, Routes } from '@villa/shared/router-testing';
import { SWRConfig } from 'swr';
import { BaseStyles } from '../ui/kit.tsx';

export interface RenderWithProvidersOptions extends Omit<RenderOptions, 'wrapper' | 'queries'> {
  /** The URL the router starts at; '/' by default. */
  route?: string;
  /** A route pattern (e.g. '/unit/:slug') when the component reads route params. */
  path?: string;
  /** The jotai store; a fresh one by default. Pass `getDefaultStore()` to see what the API client does to auth. */
  store?: Store;
}

export type RenderWithProvidersResult = RenderResult & {
  store: Store;
  user: ReturnType<typeof userEvent.setup>;
};

/**
 * Renders `ui` inside what the shell provides: base styles (no MUI theme: a piece that uses MUI
 * brings <MuiTheme> itself, as in the shell), a jotai store, an SWR cache of its own
 * (no deduping, so each test fetches) and a memory router.
 */
export function renderWithProviders(
  ui: ReactElement,
  { route = '/', path, store = createStore(), ...options }: RenderWithProvidersOptions = {},
): RenderWithProvidersResult {
  function Wrapper({ children }: { children: ReactNode }) {
    return (
      <>
        <BaseStyles />
        <Provider store={store}>
          <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
            <MemoryRouter initialEntries={[route]}>
              {path ? (
                <Routes>
                  <Route path={path} element={children} />
                </Routes>
              ) : (
                children
              )}
            </MemoryRouter>
          </SWRConfig>
        </Provider>
      </>
    );
  }
  const user = userEvent.setup();
  return { ...render<typeof queries>(ui, { ...options, wrapper: Wrapper }), store, user };
}
