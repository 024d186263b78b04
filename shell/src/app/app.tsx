import { BrowserRouter, useRoutes } from '@villa/shared/router-host';
import { CssBaseline, ThemeProvider } from '@villa/shared/mui/core';
import { SWRConfig } from 'swr';
import { swrConfig } from '@villa/shared/api/swr-config';
import { theme } from '@villa/shared/ui/theme';
import { routes } from './router.tsx';

// No jotai Provider on purpose: every app uses jotai's default store, shared as a singleton, so
// the auth and city atoms the shell sets are the ones the remotes read.
export function App() {
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <SWRConfig value={swrConfig}>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </SWRConfig>
    </ThemeProvider>
  );
}

function AppRoutes() {
  return useRoutes(routes);
}
