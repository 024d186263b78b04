// The minimal host a remote runs in on its own dev page (DESIGN.md section 2): the providers the
// shell gives, the remote's pages (REMOTE_PAGES) at the shell's paths, and a banner showing the
// cross-app events the remote sends (there is no shell here to answer them).
import {
  lazy,
  Suspense,
  useState,
  type ComponentType,
  type LazyExoticComponent,
  type ReactNode,
} from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, useRoutes, type RouteObject } from '@villa/shared/router-host';
import { Link as RouterLink, Outlet, useParams } from '@villa/shared/router';
import { Box, CssBaseline, Link, Stack, ThemeProvider, Typography } from '@villa/shared/mui/core';
import { SWRConfig } from 'swr';
import { setApiOrigin } from '../api/client.ts';
import { swrConfig } from '../api/swr-config.ts';
import { useVillaEvent } from '../contracts/events.ts';
import {
  REMOTE_PAGES,
  type RemoteModuleExports,
  type RemoteModules,
  type RemoteName,
  type RemotePage,
  type RemotePageId,
} from '../contracts/exposed-modules.ts';
import { restoreAuth } from '../state/auth.ts';
import { theme } from '../ui/theme.ts';

export interface DevHostOptions {
  /** The remote's federation name: its pages are those of REMOTE_PAGES it exposes. */
  remote: RemoteName;
  /**
   * Loads an exposed module by file name: './UnitsPage' is exposed from src/app/exposes/units-page.tsx
   * (tooling/test/remote-registry.test.mjs holds every remote to that).
   */
  loadExposed: (file: string) => Promise<RemoteModuleExports<RemotePageId>>;
  /** Routes of the dev page besides the remote's pages, e.g. what '/' shows. */
  routes?: RouteObject[];
  /** Rendered once below the pages, e.g. the enquiry remote's modal host. */
  extra?: ReactNode;
}

/** The file an exposed module comes from: 'listings/UnitsPage' -> 'units-page'. */
function exposedFile(id: string): string {
  const name = id.slice(id.indexOf('/') + 1);
  return name.replace(/[A-Z]/g, (letter, at: number) => `${at ? '-' : ''}${letter.toLowerCase()}`);
}

function DevBanner({ remote, links }: { remote: string; links: { label: string; to: string }[] }) {
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

type PageProps = RemoteModules[RemotePageId];

/** A remote page at its route, handed the route's `:slug` as the shell does. */
function DevPage({ page, Page }: { page: RemotePage; Page: LazyExoticComponent<ComponentType<PageProps>> }) {
  const slug = useParams().slug ?? '';
  const props: PageProps = page.slug ? { slug } : {};
  return (
    <Suspense fallback={<Typography sx={{ p: 4 }}>{page.loading}</Typography>}>
      <Page {...props} />
    </Suspense>
  );
}

export function mountDevHost({ remote, loadExposed, routes = [], extra }: DevHostOptions) {
  // The dev server proxies /api to the API on port 4000.
  setApiOrigin('');
  restoreAuth();
  const pages = REMOTE_PAGES.filter((page) => page.module.startsWith(`${remote}/`));
  const links = pages.filter((page) => !page.slug).map((page) => ({ label: page.pattern, to: page.pattern }));
  const pageRoutes = pages.map((page) => {
    const Page = lazy(() => loadExposed(exposedFile(page.module)));
    return { path: page.pattern, element: <DevPage page={page} Page={Page} /> };
  });
  const tree: RouteObject[] = [
    {
      element: (
        <>
          <DevBanner remote={remote} links={links} />
          <Outlet />
          {extra}
        </>
      ),
      children: [...routes, ...pageRoutes],
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
