import { useState } from 'react';
import { RouterProvider } from 'react-router';
import { CssBaseline, ThemeProvider } from '@mui/material';
import { SWRConfig } from 'swr';
import { swrConfig } from '@villa/shared/api/swr-config';
import { theme } from '@villa/shared/ui/theme';
import { createRouter } from './router.tsx';

// No jotai Provider on purpose: every app uses jotai's default store, shared as a singleton, so
// the auth and city atoms the shell sets are the ones the remotes read.
export function App() {
  const [router] = useState(createRouter);
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <SWRConfig value={swrConfig}>
        <RouterProvider router={router} />
      </SWRConfig>
    </ThemeProvider>
  );
}
