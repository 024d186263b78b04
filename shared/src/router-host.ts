// What only a host needs from the router in the browser: the shell's (and the dev hosts') browser
// router. Separate from router.ts so remotes' pages never download it. The declarative
// BrowserRouter, not createBrowserRouter: the data router's loaders and actions are unused here and
// cost about 20 KB gzip on every page. A shared module keeps every export, so the server's router
// (router-server.ts) and the tests' (router-testing.ts) are apart: they would cost every page too.
export { BrowserRouter, useNavigationType, useRoutes, type RouteObject } from 'react-router';
