import type { UnitSummary } from '@villa/shared/contracts/entities';
import type { LoadFirstScreen, UnitsPageProps } from '@villa/shared/contracts/exposed-modules';
import { cityFromQuery, DEFAULT_CITY } from '@villa/shared/state/city';
import { getUnits, unitsListingKey } from '../../features/listing/api/get-units.ts';
import { ListingView } from '../../features/listing/components/listing-view.tsx';
import { FIRST_SCREEN_CARDS } from '../../lib/card-rows.ts';
import { WishlistHeart } from '../../features/wishlist/components/wishlist-heart.tsx';

// One function for the page's life, so the listing's cards are not rendered again for a new one.
const heartOf = (unit: UnitSummary) => <WishlistHeart unit={unit} />;

/** listings/UnitsPage, mounted by the shell at /units. */
export default function UnitsPage(_props: UnitsPageProps) {
  return <ListingView renderUnitAction={heartOf} />;
}

/**
 * For the server's first screen: the first page of the city the URL names, cut to the cards the
 * first screen shows (the page's HTML stays small). The browser asks for the whole page once the
 * list has hydrated (SWR revalidates on mount), as the page's Link preload header has announced.
 */
export const loadFirstScreen: LoadFirstScreen = async ({ search }) => {
  const city = cityFromQuery(search) ?? DEFAULT_CITY;
  const page = await getUnits({ page: 1, city });
  const firstScreen = {
    ...page,
    data: {
      units: page.data.units.slice(0, FIRST_SCREEN_CARDS),
      projects: page.data.projects.slice(0, FIRST_SCREEN_CARDS),
    },
  };
  return { [unitsListingKey(city)]: [firstScreen] };
};
