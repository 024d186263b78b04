import { useState } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, Link, Navigate, Outlet, RouterProvider } from 'react-router';
import { Box, CssBaseline, Stack, ThemeProvider, Typography } from '@mui/material';
import { SWRConfig } from 'swr';
import { setApiOrigin } from '@villa/shared/api/client';
import { swrConfig } from '@villa/shared/api/swr-config';
import { useVillaEvent } from '@villa/shared/contracts/events';
import { paths } from '@villa/shared/lib/paths';
import { restoreAuth } from '@villa/shared/state/auth';
import { theme } from '@villa/shared/ui/theme';
import UnitsPage from '../exposes/units-page.tsx';
import WishlistPage from '../exposes/wishlist-page.tsx';

// The dev server proxies /api to the API (port 4000).
setApiOrigin('');
restoreAuth();

/** Names the remote and shows the last cross-app event it sent (no shell here to answer it). */
function DevBanner() {
  const [lastEvent, setLastEvent] = useState<string | null>(null);
  useVillaEvent('enquiry:open', (request) => setLastEvent(`enquiry:open ${JSON.stringify(request)}`));
  useVillaEvent('wishlist:changed', (change) => setLastEvent(`wishlist:changed ${JSON.stringify(change)}`));
  return (
    <Box component="header" sx={{ px: 2, py: 1, bgcolor: 'primary.main', color: 'primary.contrastText' }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography variant="subtitle2">listings remote (standalone)</Typography>
        <Link to={paths.units()} style={{ color: 'inherit' }}>
          /units
        </Link>
        <Link to={paths.wishlist()} style={{ color: 'inherit' }}>
          /profile/wishlist
        </Link>
      </Stack>
      {lastEvent ? (
        <Typography variant="caption" component="p" sx={{ wordBreak: 'break-all' }}>
          {lastEvent}
        </Typography>
      ) : null}
    </Box>
  );
}

const router = createBrowserRouter([
  {
    element: (
      <>
        <DevBanner />
        <Outlet />
      </>
    ),
    children: [
      { path: '/', element: <Navigate to={paths.units()} replace /> },
      { path: '/units', element: <UnitsPage /> },
      { path: '/profile/wishlist', element: <WishlistPage /> },
    ],
  },
]);

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');
createRoot(container).render(
  <ThemeProvider theme={theme}>
    <CssBaseline />
    <SWRConfig value={swrConfig}>
      <RouterProvider router={router} />
    </SWRConfig>
  </ThemeProvider>,
);
