import type { RemotePage } from '@villa/shared/contracts/exposed-modules';
import { useLocation, useParams } from '@villa/shared/router';
import { RemoteSlot } from '../../components/remote-slot.tsx';
import { useNotFoundPath } from '../not-found-path.ts';
import { NotFoundPage } from './not-found-lazy.ts';

/**
 * The route element of a remote page (REMOTE_PAGES): it hands the page its route parameter, so the
 * remotes stay router-agnostic about where they are mounted.
 */
export function RemotePageRoute({ page }: { page: RemotePage }) {
  const slug = useParams().slug ?? '';
  const { pathname } = useLocation();
  // The server found nothing at this address (its API said 404): the site's not-found page.
  if (useNotFoundPath() === pathname) return <NotFoundPage />;
  return <RemoteSlot id={page.module} props={page.slug ? { slug } : {}} loading={page.loading} />;
}
