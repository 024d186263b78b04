import type { UnitSummary } from '@villa/shared/contracts/entities';
import type { LoadFirstScreen, UnitsPageProps } from '@villa/shared/contracts/exposed-modules';
import { DEFAULT_CITY } from '@villa/shared/state/city';
import { getUnits, unitsListingKey } from '../../features/listing/api/get-units.ts';
import { ListingView } from '../../features/listing/components/listing-view.tsx';
import { WishlistHeart } from '../../features/wishlist/components/wishlist-heart.tsx';

// One function for the page's life, so the listing's cards are not rendered again for a new one.
const heartOf = (unit: UnitSummary) => <WishlistHeart unit={unit} />;

/** listings/UnitsPage, mounted by the shell at /units. */
export default function UnitsPage(_props: UnitsPageProps) {
  return <ListingView renderUnitAction={heartOf} />;
}

/** For the server's first screen: the first page of the city the URL names. */
export const loadFirstScreen: LoadFirstScreen = async ({ search }) => {
  const city = search.get('city')?.trim() || DEFAULT_CITY;
  return { [unitsListingKey(city)]: [await getUnits({ page: 1, city })] };
};
