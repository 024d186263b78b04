import { lazy } from 'react';
import { createBrowserRouter, matchPath, type RouteObject } from 'react-router';
import type { RemoteModuleId } from '@villa/shared/contracts/exposed-modules';
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

export const createRouter = () => createBrowserRouter(routes);

/** Which remote module each remote route renders, so the first page's module can load early. */
const REMOTE_PAGES: [pattern: string, id: RemoteModuleId][] = [
  [routePatterns.units, 'listings/UnitsPage'],
  [routePatterns.wishlist, 'listings/WishlistPage'],
  [routePatterns.unit, 'detail/UnitDetailPage'],
  [routePatterns.project, 'detail/ProjectDetailPage'],
  [routePatterns.expert, 'enquiry/ExpertPage'],
  [routePatterns.developers, 'enquiry/DeveloperPage'],
  [routePatterns.blog, 'blog/BlogIndexPage'],
  [routePatterns.blogTag, 'blog/BlogTagPage'],
  [routePatterns.blogCategory, 'blog/BlogCategoryPage'],
  [routePatterns.blogPost, 'blog/BlogPostPage'],
];

/** Starts downloading the remote page of `pathname` in parallel with React's first render. */
export function warmRemotePage(pathname: string): void {
  const page = REMOTE_PAGES.find(([pattern]) => matchPath(pattern, pathname));
  if (page) warmRemoteModule(page[1]);
}
