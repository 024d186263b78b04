import { lazy, Suspense, useEffect, useState } from 'react';
import type { UnitSummary } from '@villa/shared/contracts/entities';
import type { LoadFirstScreen, UnitsPageProps } from '@villa/shared/contracts/exposed-modules';
import { useSearchParams } from '@villa/shared/router';
import { cityFromQuery, DEFAULT_CITY, searchFromQuery } from '@villa/shared/state/city';
import { rememberCity } from '@villa/shared/state/remember-city';
import { getUnits, unitsFirstScreenKey, type ListingScope } from '../../features/listing/api/get-units.ts';
import { FilterBar } from '../../features/filters/components/filter-bar.tsx';
import { useFilterJson, useRestoreFilters } from '../../features/filters/hooks/use-restore-filters.ts';
import { ListingView, type ListingMapProps } from '../../features/listing/components/listing-view.tsx';
import { FIRST_SCREEN_CARDS } from '../../lib/card-rows.ts';
import { StatusMessage } from '@villa/shared/ui/status-message';
import { WishlistHeart } from '../../features/wishlist/components/wishlist-heart.tsx';

// One function for the page's life, so the listing's cards are not rendered again for a new one.
const heartOf = (unit: UnitSummary) => <WishlistHeart unit={unit} />;

const toolbar = <FilterBar />;
const SearchedPlace = lazy(() => import('../../features/listing/components/searched-place.tsx'));

// The map and Google's code load on intent: the Map View button, hovered, focused or pressed.
const loadListingMap = () => import('../../features/map/components/listing-map.tsx');
const ListingMap = lazy(loadListingMap);
const prefetchMap = () => void loadListingMap();
const mapLoading = <StatusMessage kind="loading" title="Loading map..." />;
const renderMap = (props: ListingMapProps) => (
  <Suspense fallback={mapLoading}>
    <ListingMap {...props} />
  </Suspense>
);

/** listings/UnitsPage, mounted by the shell at /units: the listing, its filters and the searched place. */
export default function UnitsPage(_props: UnitsPageProps) {
  useRestoreFilters();
  const filterJson = useFilterJson();
  const [params] = useSearchParams();
  const [place, setPlace] = useState<ListingScope['place']>(null);
  const searching = searchFromQuery(params) !== null;
  // The city the URL names (chosen, or a shared link's) is the buyer's city from now on.
  const urlCity = cityFromQuery(params);
  useEffect(() => {
    if (urlCity) rememberCity(urlCity);
  }, [urlCity]);
  return (
    <>
      {searching ? (
        <Suspense fallback={null}>
          <SearchedPlace onPlace={setPlace} />
        </Suspense>
      ) : null}
      <ListingView
        renderUnitAction={heartOf}
        filterJson={filterJson}
        place={searching ? place : null}
        toolbar={toolbar}
        renderMap={renderMap}
        onMapIntent={prefetchMap}
      />
    </>
  );
}

/**
 * For the server's first screen: the first page of the city the URL names (the server has sent an
 * address without one to the remembered city, web-apps/remembered-city.ts), cut to the cards the
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
  return { [unitsFirstScreenKey(city)]: [firstScreen] };
};
