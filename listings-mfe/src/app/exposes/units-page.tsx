import type { UnitSummary } from '@villa/shared/contracts/entities';
import type { UnitsPageProps } from '@villa/shared/contracts/exposed-modules';
import { ListingView } from '../../features/listing/components/listing-view.tsx';
import { WishlistHeart } from '../../features/wishlist/components/wishlist-heart.tsx';

// One function for the page's life, so the listing's cards are not rendered again for a new one.
const heartOf = (unit: UnitSummary) => <WishlistHeart unit={unit} />;

/** listings/UnitsPage, mounted by the shell at /units. */
export default function UnitsPage(_props: UnitsPageProps) {
  return <ListingView renderUnitAction={heartOf} />;
}
