// What only a host needs from the router: the shell's browser router and the routers of the dev
// hosts and tests, and the server's StaticRouter. Separate from router.ts so remotes' pages never download it. The declarative
// BrowserRouter, not createBrowserRouter: the data router's loaders and actions are unused here and
// cost about 20 KB gzip on every page.
export {
  BrowserRouter,
  MemoryRouter,
  Route,
  Routes,
  StaticRouter,
  useRoutes,
  type RouteObject,
} from 'react-router';
