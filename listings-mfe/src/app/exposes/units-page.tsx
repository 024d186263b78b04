import type { UnitsPageProps } from '@villa/shared/contracts/exposed-modules';
import { ListingView } from '../../features/listing/components/listing-view.tsx';
import { WishlistHeart } from '../../features/wishlist/components/wishlist-heart.tsx';

/** listings/UnitsPage, mounted by the shell at /units. */
export default function UnitsPage(_props: UnitsPageProps) {
  return <ListingView renderUnitAction={(unit) => <WishlistHeart unit={unit} />} />;
}
