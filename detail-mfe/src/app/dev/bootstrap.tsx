import { useState } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, Outlet, RouterProvider, useParams } from 'react-router';
import { Box, CssBaseline, Stack, ThemeProvider, Typography } from '@mui/material';
import { SWRConfig } from 'swr';
import { setApiOrigin } from '@villa/shared/api/client';
import { swrConfig } from '@villa/shared/api/swr-config';
import { useVillaEvent } from '@villa/shared/contracts/events';
import { restoreAuth } from '@villa/shared/state/auth';
import { theme } from '@villa/shared/ui/theme';
import ProjectDetailPage from '../exposes/project-detail-page.tsx';
import UnitDetailPage from '../exposes/unit-detail-page.tsx';

// The dev server proxies /api to the API (port 4000).
setApiOrigin('');
restoreAuth();

/** Names the remote and shows the last enquiry it asked for (no shell here to open the form). */
function DevBanner() {
  const [lastEvent, setLastEvent] = useState<string | null>(null);
  useVillaEvent('enquiry:open', (request) => setLastEvent(`enquiry:open ${JSON.stringify(request)}`));
  return (
    <Box component="header" sx={{ px: 2, py: 1, bgcolor: 'primary.main', color: 'primary.contrastText' }}>
      <Typography variant="subtitle2">
        detail remote (standalone): open /unit/&lt;slug&gt;/ or /project/&lt;slug&gt;/
      </Typography>
      {lastEvent ? (
        <Typography variant="caption" component="p" sx={{ wordBreak: 'break-all' }}>
          {lastEvent}
        </Typography>
      ) : null}
    </Box>
  );
}

function UnitRoute() {
  return <UnitDetailPage slug={useParams().slug ?? ''} />;
}

function ProjectRoute() {
  return <ProjectDetailPage slug={useParams().slug ?? ''} />;
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
      {
        path: '/',
        element: (
          <Stack sx={{ p: 4 }}>
            <Typography>Open a unit or project page by its slug, e.g. /unit/&lt;slug&gt;/.</Typography>
          </Stack>
        ),
      },
      { path: '/unit/:slug', element: <UnitRoute /> },
      { path: '/project/:slug', element: <ProjectRoute /> },
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
