import type { ReactNode } from 'react';
import { BrowserRouter, useRoutes } from '@villa/shared/router-host';
import { CacheProvider } from '@emotion/react';
import { SWRConfig } from 'swr';
import type { FirstScreenData } from '@villa/shared/contracts/exposed-modules';
import { swrConfig } from '@villa/shared/api/swr-config';
import { setSiteOrigin } from '@villa/shared/ui/page-head';
import { BaseStyles } from '@villa/shared/ui/kit';
import { createEmotionCache } from '../lib/emotion-cache.ts';
import { splitFirstScreen } from '../lib/first-screen.ts';
import { NotFoundPathContext } from './not-found-path.ts';
import { routes } from './router.tsx';

const emotionCache = createEmotionCache();

// No jotai Provider on purpose: every app uses jotai's default store, shared as a singleton, so
// the auth and city atoms the shell sets are the ones the remotes read.
/** Everything around the router, the same on the server and in the browser (hydration). */
export function AppProviders({
  firstScreen,
  children,
}: {
  firstScreen: FirstScreenData;
  children: ReactNode;
}) {
  const { fallback, notFoundPath, siteOrigin } = splitFirstScreen(firstScreen);
  // The head's absolute URLs name the same address as the server's HTML did.
  if (siteOrigin !== null) setSiteOrigin(siteOrigin);
  // No MUI ThemeProvider here: first screens are built with the kit, and each piece that brings
  // MUI (a dialog, a form, the side menu) wraps itself in <MuiTheme> and loads it with itself.
  return (
    <>
      <BaseStyles />
      {/* The first screen's data, fetched by the server, is the SWR fallback of the page's hooks. */}
      <SWRConfig value={{ ...swrConfig, fallback }}>
        <NotFoundPathContext.Provider value={notFoundPath}>{children}</NotFoundPathContext.Provider>
      </SWRConfig>
    </>
  );
}

export function AppRoutes() {
  return useRoutes(routes);
}

export function App({ firstScreen = {} }: { firstScreen?: FirstScreenData }) {
  return (
    <CacheProvider value={emotionCache}>
      <AppProviders firstScreen={firstScreen}>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </AppProviders>
    </CacheProvider>
  );
}
