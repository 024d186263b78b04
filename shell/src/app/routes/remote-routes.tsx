import type { RemotePage } from '@villa/shared/contracts/exposed-modules';
import { useLocation, useParams } from '@villa/shared/router';
import { RemoteSlot } from '../../components/remote-slot.tsx';
import { useServerAnswer } from '../server-answer.ts';
import { ListingGonePage, NotFoundPage } from './not-found-lazy.ts';

/**
 * The route element of a remote page (REMOTE_PAGES): it hands the page its route parameter, so the
 * remotes stay router-agnostic about where they are mounted.
 */
export function RemotePageRoute({ page }: { page: RemotePage }) {
  const slug = useParams().slug ?? '';
  const { pathname } = useLocation();
  const { notFoundPath, gonePath } = useServerAnswer();
  // The server found nothing at this address (its API said 404): the site's not-found page.
  if (notFoundPath === pathname) return <NotFoundPage />;
  // The listing here was taken down (410): the page that says so.
  if (gonePath?.path === pathname) return <ListingGonePage />;
  return <RemoteSlot id={page.module} props={page.slug ? { slug } : {}} loading={page.loading} />;
}
