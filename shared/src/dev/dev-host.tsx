// The minimal host a remote runs in on its own dev page (DESIGN.md section 2): the providers the
// shell gives, the remote's pages at the shell's paths, and a banner showing the cross-app events
// the remote sends (there is no shell here to answer them).
import { useState, type ComponentType, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, useRoutes, type RouteObject } from '@villa/shared/router-host';
import { Link as RouterLink, Outlet, useParams } from '@villa/shared/router';
import { Box, CssBaseline, Link, Stack, ThemeProvider, Typography } from '@villa/shared/mui/core';
import { SWRConfig } from 'swr';
import { setApiOrigin } from '../api/client.ts';
import { swrConfig } from '../api/swr-config.ts';
import { useVillaEvent } from '../contracts/events.ts';
import { restoreAuth } from '../state/auth.ts';
import { theme } from '../ui/theme.ts';

export interface DevHostOptions {
  /** The remote's federation name, shown in the banner. */
  remote: string;
  /** Links in the banner to the remote's pages. */
  links: { label: string; to: string }[];
  routes: RouteObject[];
  /** Rendered once below the pages, e.g. the enquiry remote's modal host. */
  extra?: ReactNode;
}

function DevBanner({ remote, links }: Pick<DevHostOptions, 'remote' | 'links'>) {
  const [lastEvent, setLastEvent] = useState<string | null>(null);
  useVillaEvent('enquiry:open', (request) => setLastEvent(`enquiry:open ${JSON.stringify(request)}`));
  useVillaEvent('wishlist:changed', (change) => setLastEvent(`wishlist:changed ${JSON.stringify(change)}`));
  return (
    <Box component="header" sx={{ px: 2, py: 1, bgcolor: 'primary.main', color: 'primary.contrastText' }}>
      <Stack direction="row" spacing={2} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography variant="subtitle2">{remote} remote (standalone)</Typography>
        {links.map((link) => (
          <Link key={link.to} component={RouterLink} to={link.to} color="inherit">
            {link.label}
          </Link>
        ))}
      </Stack>
      {lastEvent ? (
        <Typography variant="caption" component="p" sx={{ wordBreak: 'break-all' }}>
          {lastEvent}
        </Typography>
      ) : null}
    </Box>
  );
}

/** A route element handing a page its `:slug`, as the shell's routes do. */
export function withSlug(Page: ComponentType<{ slug: string }>) {
  function SlugRoute() {
    return <Page slug={useParams().slug ?? ''} />;
  }
  return <SlugRoute />;
}

export function mountDevHost({ remote, links, routes, extra }: DevHostOptions) {
  // The dev server proxies /api to the API on port 4000.
  setApiOrigin('');
  restoreAuth();
  const tree: RouteObject[] = [
    {
      element: (
        <>
          <DevBanner remote={remote} links={links} />
          <Outlet />
          {extra}
        </>
      ),
      children: routes,
    },
  ];
  function DevRoutes() {
    return useRoutes(tree);
  }
  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element');
  createRoot(container).render(
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <SWRConfig value={swrConfig}>
        <BrowserRouter>
          <DevRoutes />
        </BrowserRouter>
      </SWRConfig>
    </ThemeProvider>,
  );
}
