import { lazy } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
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
      { path: '/', element: <HomePage /> },
      { path: '/units', element: <remote.UnitsRoute /> },
      { path: '/about', element: <AboutPage /> },
      { path: '/connect-with-expert', element: <remote.ExpertRoute /> },
      { path: '/for-developers', element: <remote.DevelopersRoute /> },
      { path: '/blog', element: <remote.BlogIndexRoute /> },
      { path: '/blog/tag/:slug', element: <remote.BlogTagRoute /> },
      { path: '/blog/category/:slug', element: <remote.BlogCategoryRoute /> },
      { path: '/blog/:slug', element: <remote.BlogPostRoute /> },
      { path: '/profile/account', element: <AccountPage /> },
      { path: '/profile/wishlist', element: <remote.WishlistRoute /> },
      { path: '/unit/:slug', element: <remote.UnitRoute /> },
      { path: '/project/:slug', element: <remote.ProjectRoute /> },
      { path: '/terms-and-conditions', element: <TermsPage /> },
      { path: '/privacy-policy', element: <PrivacyPage /> },
      { path: '/contact', element: <ContactPage /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

export const createRouter = () => createBrowserRouter(routes);
