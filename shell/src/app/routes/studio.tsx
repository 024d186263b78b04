// The studio's pages (issue 26), for an address below /studio (unknown.tsx): this chunk holds their
// list, so a buyer's page never downloads it. Each page is mounted as the shell mounts a buyer's
// remote page (remote-routes.tsx), with the route's slug as its prop.
import { STUDIO_PAGES as PAGES } from '@villa/api/contract/studio-pages';
import type { RemotePage } from '@villa/shared/contracts/exposed-modules';
import { useParams } from '@villa/shared/router';
import { useRoutes, type RouteObject } from '@villa/shared/router-host';
import { RemoteSlot } from '../../components/remote-slot.tsx';
import NotFound from './not-found.tsx';

/** The compiler checks each studio page against its module's props, as the buyers' (exposed-modules.ts). */
export const STUDIO_PAGES: readonly RemotePage[] = PAGES satisfies readonly RemotePage[];

/**
 * A studio page with the route's slug, as RemotePageRoute mounts a buyer's page. Not that component
 * itself: a second chunk importing it would split the buyers' route module and cost every buyer page
 * bytes (e2e budgets).
 */
function StudioPageRoute({ page }: { page: RemotePage }) {
  const slug = useParams().slug ?? '';
  return <RemoteSlot id={page.module} props={page.slug ? { slug } : {}} loading={page.loading} />;
}

export const STUDIO_ROUTES: RouteObject[] = [
  // Keyed by module: two pages of the studio are two slots, not one slot that changes module.
  ...STUDIO_PAGES.map((page) => ({
    path: page.pattern,
    element: <StudioPageRoute key={page.module} page={page} />,
  })),
  { path: '*', element: <NotFound /> },
];

export default function StudioPages() {
  return useRoutes(STUDIO_ROUTES);
}
