import type { WishlistPageProps } from '@villa/shared/contracts/exposed-modules';
import { WishlistView } from '../../features/wishlist/components/wishlist-view.tsx';

/** listings/WishlistPage, mounted by the shell at /profile/wishlist. */
export default function WishlistPage(_props: WishlistPageProps) {
  return <WishlistView />;
}
