import type { ReactElement, ReactNode } from 'react';
import { render, type queries, type RenderOptions, type RenderResult } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore, type Store } from 'jotai';
import { TestProviders } from './test-providers.tsx';

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

/** Renders `ui` inside what the shell provides (TestProviders). */
export function renderWithProviders(
  ui: ReactElement,
  { route = '/', path, store = createStore(), ...options }: RenderWithProvidersOptions = {},
): RenderWithProvidersResult {
  function Wrapper({ children }: { children: ReactNode }) {
    return (
      <TestProviders route={route} path={path} store={store}>
        {children}
      </TestProviders>
    );
  }
  const user = userEvent.setup();
  return { ...render<typeof queries>(ui, { ...options, wrapper: Wrapper }), store, user };
}
