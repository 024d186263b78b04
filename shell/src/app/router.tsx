import { REMOTE_PAGES, routePatterns } from '../lib/remote-contract.ts';
import type { RouteObject } from '@villa/shared/router-host';
import { lazyPage } from '../components/lazy-page.tsx';
import { firstPageModule } from '../lib/federation/first-page-prefetch.ts';
import { warmRemoteModule } from '../lib/federation/remotes-registry.ts';
import { Layout } from './layout.tsx';
import { NotFoundPage } from './routes/not-found-lazy.ts';
import { RemotePageRoute } from './routes/remote-routes.tsx';

// The shell's own pages are split per route so /units never downloads the home page.
const HomePage = lazyPage(() => import('./routes/home.tsx'));
const AboutPage = lazyPage(() => import('./routes/about.tsx'));
const AccountPage = lazyPage(() => import('./routes/account.tsx'));
const ContactPage = lazyPage(() => import('./routes/contact.tsx'));
const TermsPage = lazyPage(() => import('./routes/legal.tsx').then((m) => ({ default: m.TermsPage })));
const PrivacyPage = lazyPage(() => import('./routes/legal.tsx').then((m) => ({ default: m.PrivacyPage })));

/** Every route of spec section 2.1: the shell's own pages and the remotes' (REMOTE_PAGES). */
export const routes: RouteObject[] = [
  {
    element: <Layout />,
    children: [
      { path: routePatterns.home, element: <HomePage /> },
      { path: routePatterns.about, element: <AboutPage /> },
      { path: routePatterns.account, element: <AccountPage /> },
      { path: routePatterns.terms, element: <TermsPage /> },
      { path: routePatterns.privacy, element: <PrivacyPage /> },
      { path: routePatterns.contact, element: <ContactPage /> },
      // Keyed by module: two pages of one remote are two slots, not one slot that changes module.
      ...REMOTE_PAGES.map((page) => ({
        path: page.pattern,
        element: <RemotePageRoute key={page.module} page={page} />,
      })),
      // And the studio's pages and the places page: an address the buyers' routes don't know loads them (unknown.tsx).
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

/** Starts downloading the remote page of `pathname` in parallel with React's first render. */
export function warmRemotePage(pathname: string): void {
  const id = firstPageModule(pathname);
  if (id) warmRemoteModule(id);
}
