// The router surface every app uses: links, redirects and the hooks that read the route. The host
// shares this module as a singleton, so each remote reads the host's router context; being ours
// and short, it lets webpack drop the rest of react-router from every page (docs/sharing.md).
// Add exports, never remove or rename one: a deployed remote may use it.
export { Link, Navigate, Outlet, useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
