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
import styled from '@emotion/styled';
import { SWRConfig } from 'swr';
import { STUDIO_PAGES } from '@villa/api/contract/studio-pages';
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
import { BaseStyles, Text } from '../ui/kit.tsx';
import { colors, space } from '../ui/tokens.ts';

export interface DevHostOptions {
  /** The remote's federation name: its pages are those of REMOTE_PAGES (or STUDIO_PAGES) it exposes. */
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

const Banner = styled.header({
  padding: space(1, 2),
  backgroundColor: colors.primary.main,
  color: colors.primary.contrastText,
});

const Links = styled.div({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: space(2) });

function DevBanner({ remote, links }: { remote: string; links: { label: string; to: string }[] }) {
  const [lastEvent, setLastEvent] = useState<string | null>(null);
  useVillaEvent('enquiry:open', (request) => setLastEvent(`enquiry:open ${JSON.stringify(request)}`));
  useVillaEvent('city:changed', (change) => setLastEvent(`city:changed ${JSON.stringify(change)}`));
  return (
    <Banner>
      <Links>
        <Text look="subtitle2">{remote} remote (standalone)</Text>
        {links.map((link) => (
          <RouterLink key={link.to} to={link.to} style={{ color: 'inherit' }}>
            {link.label}
          </RouterLink>
        ))}
      </Links>
      {lastEvent ? (
        <Text look="caption" style={{ wordBreak: 'break-all' }}>
          {lastEvent}
        </Text>
      ) : null}
    </Banner>
  );
}

type PageProps = RemoteModules[RemotePageId];

/** A remote page at its route, handed the route's `:slug` as the shell does. */
function DevPage({ page, Page }: { page: RemotePage; Page: LazyExoticComponent<ComponentType<PageProps>> }) {
  const slug = useParams().slug ?? '';
  const props: PageProps = page.slug ? { slug } : {};
  return (
    <Suspense fallback={<Text style={{ padding: space(4) }}>{page.loading}</Text>}>
      <Page {...props} />
    </Suspense>
  );
}

export function mountDevHost({ remote, loadExposed, routes = [], extra }: DevHostOptions) {
  // The dev server proxies /api to the API on port 4000.
  setApiOrigin('');
  restoreAuth();
  const every: readonly RemotePage[] = [...REMOTE_PAGES, ...STUDIO_PAGES];
  const pages = every.filter((page) => page.module.startsWith(`${remote}/`));
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
  // As in the shell, no MUI theme at the root: a piece that uses MUI brings <MuiTheme> itself.
  createRoot(container).render(
    <>
      <BaseStyles />
      <SWRConfig value={swrConfig}>
        <BrowserRouter>
          <DevRoutes />
        </BrowserRouter>
      </SWRConfig>
    </>,
  );
}
