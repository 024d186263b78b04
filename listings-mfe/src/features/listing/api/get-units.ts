import { useCallback, useMemo } from 'react';
import { useSWRConfig } from 'swr';
import useSWRInfinite, { unstable_serialize } from 'swr/infinite';
import type {
  ListingMessage,
  ListingResponse,
  ProjectSummary,
  UnitSummary,
} from '@villa/shared/contracts/entities';
import { API_ERRORS, apiRequest, type ApiError } from '@villa/shared/api/client';
import { listingSwrConfig } from '@villa/shared/api/swr-config';
import { LISTING_PAGE_SIZE } from '@villa/api/contract/page-sizes';

/** What a listing shows: a city's villas, narrowed by filters, nearest a place first. */
export interface ListingScope {
  city: string;
  /** The filter payload (UnitFilters) as JSON (spec 3); '' for none. */
  filterJson?: string;
  /** The searched place: the list is ordered by distance from it. */
  place?: { lat: number; lng: number } | null;
}

export interface GetUnitsParams extends ListingScope {
  page: number;
  signal?: AbortSignal;
}

/** GET /projects/units: one page of the villa listing of a city, with its projects and counts. */
export function getUnits({
  page,
  city,
  filterJson,
  place,
  signal,
}: GetUnitsParams): Promise<ListingResponse> {
  return apiRequest<ListingResponse>('/projects/units', {
    query: {
      page,
      limit: LISTING_PAGE_SIZE,
      city,
      // The API's `filters` is the payload itself (the page URL's `filters` is a saved filter's id).
      filters: filterJson || undefined,
      lat: place?.lat,
      lng: place?.lng,
    },
    signal,
    defaultMessage: API_ERRORS.fetchUnits,
  });
}

type PageKey = readonly [
  path: '/projects/units',
  city: string,
  filterJson: string,
  place: string,
  page: number,
];

/** A place as part of a listing's key ('' for none). */
export const placeKey = (place: ListingScope['place']) => (place ? `${place.lat},${place.lng}` : '');

function placeFromKey(key: string): ListingScope['place'] {
  const [lat, lng] = key.split(',').map(Number);
  return key && Number.isFinite(lat) && Number.isFinite(lng)
    ? { lat: lat as number, lng: lng as number }
    : null;
}

const pageKey = ({ city, filterJson = '', place }: ListingScope, index: number): PageKey => [
  '/projects/units',
  city,
  filterJson,
  placeKey(place),
  index + 1,
];

/**
 * Where the server's first screen sends the first page of a city's unfiltered listing, in the SWR
 * fallback. Not the listing's own SWR key on purpose: SWR would take it for that key's data, and with
 * data on mount it revalidates a frame later (none is drawn in a hidden tab) with the fetcher of the
 * key of that moment. Filters restored in between had their pages stored as the unfiltered list's,
 * deduped for 20 s: Reset showed the filtered list. The listing shows this page itself instead.
 */
export const unitsFirstScreenKey = (city: string) =>
  `first-screen:${unstable_serialize((index) => pageKey({ city }, index))}`;

/** Items of every loaded page, without the repeats a shifting listing can produce. */
function uniqueById<T extends { _id: string }>(
  pages: readonly ListingResponse[],
  pick: (page: ListingResponse) => T[],
): T[] {
  const seen = new Set<string>();
  const items: T[] = [];
  for (const page of pages) {
    for (const item of pick(page)) {
      if (seen.has(item._id)) continue;
      seen.add(item._id);
      items.push(item);
    }
  }
  return items;
}

export interface UnitsListing {
  units: UnitSummary[];
  projects: ProjectSummary[];
  total: number;
  totalProjects: number;
  /** Both totals are lower bounds: the server counted this far (ListingResponse.totalCapped). */
  totalCapped: boolean;
  message: ListingMessage | undefined;
  error: ApiError | undefined;
  /** Nothing to show yet: the first page of the first city is on its way. */
  isLoading: boolean;
  /** Showing the previous city's results while the new city's first page loads. */
  isRefreshing: boolean;
  isLoadingMore: boolean;
  /**
   * The first page of new results (another city, filters or place) failed: what shows is the
   * previous results, which the buyer must not take for these.
   */
  refreshFailed: boolean;
  hasMore: boolean;
  /** Whether anything has arrived (for this or, while refreshing, the previous city). */
  hasData: boolean;
  loadMore: () => void;
  retry: () => void;
}

/** The villa listing of a city, page by page (spec 2.2): the next page loads on `loadMore()`. */
export function useUnitsListing({ city, filterJson = '', place = null }: ListingScope): UnitsListing {
  const lat = place?.lat;
  const lng = place?.lng;
  const getKey = useCallback(
    (index: number, previous: ListingResponse | null): PageKey | null => {
      if (previous && index + 1 > previous.totalPages) return null;
      return pageKey(
        { city, filterJson, place: lat === undefined || lng === undefined ? null : { lat, lng } },
        index,
      );
    },
    [city, filterJson, lat, lng],
  );
  const { fallback } = useSWRConfig();
  // The server's first screen: the unfiltered list, in price order (cut to the first cards).
  const firstScreen = fallback[unitsFirstScreenKey(city)] as ListingResponse[] | undefined;
  const fallbackData = filterJson || place ? undefined : firstScreen;
  const { data, error, size, setSize, isLoading, mutate } = useSWRInfinite<ListingResponse, ApiError>(
    getKey,
    ([, keyCity, keyFilterJson, keyPlace, page]: PageKey) =>
      getUnits({ page, city: keyCity, filterJson: keyFilterJson, place: placeFromKey(keyPlace) }),
    // Earlier pages stay as they are while the list grows; the old city's results stay on screen
    // (under 'Updating villas...') until the new city's arrive. No fallbackData (see
    // unitsFirstScreenKey): without data SWR fetches the whole first page at once, on mount.
    { ...listingSwrConfig, revalidateFirstPage: false, keepPreviousData: true },
  );

  return useMemo(() => {
    // Until something has loaded, the first screen shows (under 'Updating villas...' when it is not
    // this list), as SWR's keepPreviousData would have kept it.
    const pages = data ?? firstScreen ?? [];
    const first = pages[0];
    const last = pages.at(-1);
    // The server's first page (fallbackData) is this city's, not the previous city's kept on screen.
    const isRefreshing = isLoading && pages.length > 0 && pages !== fallbackData;
    const isLoadingMore = !isLoading && !error && size > pages.length;
    const hasMore = last ? last.currentPage < last.totalPages : false;
    return {
      units: uniqueById(pages, (page) => page.data.units),
      projects: uniqueById(pages, (page) => page.data.projects),
      total: first?.total ?? 0,
      totalProjects: first?.totalProjects ?? 0,
      totalCapped: first?.totalCapped === true,
      message: first?.message,
      error,
      isLoading: isLoading && pages.length === 0,
      isRefreshing,
      isLoadingMore,
      refreshFailed: Boolean(error) && size <= 1 && pages.length > 0,
      hasMore,
      hasData: pages.length > 0,
      loadMore: () => {
        if (hasMore && !isLoadingMore && !isLoading) void setSize(size + 1);
      },
      retry: () => void mutate(),
    };
  }, [data, firstScreen, fallbackData, error, size, setSize, isLoading, mutate]);
}
