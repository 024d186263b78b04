// The remote on its own (DESIGN.md section 2): a minimal host with the providers the shell gives,
// mounting the exposed modules at the shell's paths. The dev server proxies /api to the API.
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, Link as RouterLink, Outlet, RouterProvider } from 'react-router';
import { Box, Button, CssBaseline, Link, Stack, ThemeProvider, Typography } from '@mui/material';
import { SWRConfig } from 'swr';
import { setApiOrigin } from '@villa/shared/api/client';
import { swrConfig } from '@villa/shared/api/swr-config';
import { emitVillaEvent } from '@villa/shared/contracts/events';
import { paths } from '@villa/shared/lib/paths';
import { theme } from '@villa/shared/ui/theme';
import DeveloperPage from '../exposes/developer-page.tsx';
import EnquiryHost from '../exposes/enquiry-host.tsx';
import ExpertPage from '../exposes/expert-page.tsx';

setApiOrigin('');

function DevLayout() {
  return (
    <>
      <Box component="header" sx={{ px: 2, py: 1, bgcolor: 'secondary.light', typography: 'body2' }}>
        <Stack direction="row" spacing={2} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <strong>enquiry remote (standalone)</strong>
          <Link component={RouterLink} to={paths.expert()}>
            Expert page
          </Link>
          <Link component={RouterLink} to={paths.developers()}>
            Developer page
          </Link>
        </Stack>
      </Box>
      <Outlet />
      <EnquiryHost />
    </>
  );
}

function DevHome() {
  return (
    <Stack spacing={2} sx={{ p: 4, alignItems: 'flex-start' }}>
      <Typography variant="h5" component="h1">
        Enquiry remote
      </Typography>
      <Button variant="contained" onClick={() => emitVillaEvent('enquiry:open', { title: 'General enquiry' })}>
        Open a general enquiry
      </Button>
      <Button
        variant="outlined"
        onClick={() => emitVillaEvent('enquiry:open', { title: 'Expert advice', is_connect_with_expert: true, withSchedule: true })}
      >
        Open an expert enquiry
      </Button>
    </Stack>
  );
}

const router = createBrowserRouter([
  {
    element: <DevLayout />,
    children: [
      { path: '/', element: <DevHome /> },
      { path: paths.expert(), element: <ExpertPage /> },
      { path: paths.developers(), element: <DeveloperPage /> },
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
