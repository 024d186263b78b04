// The router of the shell's server render (shell/src/server/render-page.tsx). Not a shared module in
// the browser: no page downloads it.
export { matchRoutes, StaticRouter } from 'react-router';
