import { lazy } from 'react';
import type { RouteObject } from '@villa/shared/router-host';
import { firstPageModule } from '../lib/federation/first-page-prefetch.ts';
import { warmRemoteModule } from '../lib/federation/remotes-registry.ts';
import { routePatterns } from '@villa/shared/lib/paths';
import { Layout } from './layout.tsx';
import * as remote from './routes/remote-routes.tsx';

// The shell's own pages are split per route so /units never downloads the home page.
const HomePage = lazy(() => import('./routes/home.tsx'));
const AboutPage = lazy(() => import('./routes/about.tsx'));
const AccountPage = lazy(() => import('./routes/account.tsx'));
const ContactPage = lazy(() => import('./routes/contact.tsx'));
const NotFoundPage = lazy(() => import('./routes/not-found.tsx'));
const TermsPage = lazy(() => import('./routes/legal.tsx').then((m) => ({ default: m.TermsPage })));
const PrivacyPage = lazy(() => import('./routes/legal.tsx').then((m) => ({ default: m.PrivacyPage })));

/** Every route of spec section 2.1. */
export const routes: RouteObject[] = [
  {
    element: <Layout />,
    children: [
      { path: routePatterns.home, element: <HomePage /> },
      { path: routePatterns.units, element: <remote.UnitsRoute /> },
      { path: routePatterns.about, element: <AboutPage /> },
      { path: routePatterns.expert, element: <remote.ExpertRoute /> },
      { path: routePatterns.developers, element: <remote.DevelopersRoute /> },
      { path: routePatterns.blog, element: <remote.BlogIndexRoute /> },
      { path: routePatterns.blogTag, element: <remote.BlogTagRoute /> },
      { path: routePatterns.blogCategory, element: <remote.BlogCategoryRoute /> },
      { path: routePatterns.blogPost, element: <remote.BlogPostRoute /> },
      { path: routePatterns.account, element: <AccountPage /> },
      { path: routePatterns.wishlist, element: <remote.WishlistRoute /> },
      { path: routePatterns.unit, element: <remote.UnitRoute /> },
      { path: routePatterns.project, element: <remote.ProjectRoute /> },
      { path: routePatterns.terms, element: <TermsPage /> },
      { path: routePatterns.privacy, element: <PrivacyPage /> },
      { path: routePatterns.contact, element: <ContactPage /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

/** Starts downloading the remote page of `pathname` in parallel with React's first render. */
export function warmRemotePage(pathname: string): void {
  const id = firstPageModule(pathname);
  if (id) warmRemoteModule(id);
}
