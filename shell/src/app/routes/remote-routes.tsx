import type { RemotePage } from '@villa/shared/contracts/exposed-modules';
import { useParams } from '@villa/shared/router';
import { RemoteSlot } from '../../components/remote-slot.tsx';

/**
 * The route element of a remote page (REMOTE_PAGES): it hands the page its route parameter, so the
 * remotes stay router-agnostic about where they are mounted.
 */
export function RemotePageRoute({ page }: { page: RemotePage }) {
  const slug = useParams().slug ?? '';
  return <RemoteSlot id={page.module} props={page.slug ? { slug } : {}} loading={page.loading} />;
}
