import type { ReactNode } from 'react';
import { Provider, type Store } from 'jotai';
import { MemoryRouter, Route, Routes } from '@villa/shared/router-testing';
import { SWRConfig } from 'swr';
import { BaseStyles } from '../ui/kit.tsx';

export interface TestProvidersProps {
  /** The URL the router starts at; '/' by default. */
  route?: string;
  /** A route pattern (e.g. '/unit/:slug') when the component reads route params. */
  path?: string;
  store: Store;
  children: ReactNode;
}

/**
 * What the shell provides, for a component test or a story: base styles (no MUI theme: a piece that
 * uses MUI brings <MuiTheme> itself, as in the shell), a jotai store, an SWR cache of its own (no
 * deduping, so each test fetches) and a memory router.
 */
export function TestProviders({ route = '/', path, store, children }: TestProvidersProps) {
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
