// The listing's map on Google (with a key): the directions search over the map of the results.
// Its own chunk, with MUI's inputs and Google's loader: a server without a key never sends it.
import { useMemo } from 'react';
import styled from '@emotion/styled';
import { findCity, useCities } from '@villa/shared/api/locations';
import { createGoogleMapsAdapter, DEVELOPMENT_MAP_ID } from '@villa/shared/maps/google-maps';
import { createMapCache, type MapCache } from '@villa/shared/maps/map-cache';
import type { MapsAdapter } from '@villa/shared/maps/maps-adapter';
import { MuiTheme } from '@villa/shared/ui/mui-theme';
import { space } from '@villa/shared/ui/tokens';
import type { ListingMapProps } from './listing-map.tsx';
import { DirectionsSearch } from './directions-search.tsx';
import { ResultsMap } from './results-map.tsx';

const SearchBox = styled.div({
  position: 'absolute',
  top: space(1.5),
  left: space(1.5),
  right: 120,
  zIndex: 2,
  maxWidth: 420,
  background: '#fff',
  borderRadius: 10,
});

/** The browser's map cache, with what expired on earlier visits cleared out (spec 4). */
function freshMapCache(): MapCache {
  const cache = createMapCache();
  cache.purgeExpired();
  return cache;
}

export interface GoogleListingMapProps extends ListingMapProps {
  apiKey: string;
  /** GOOGLE_MAPS_MAP_ID, or null for Google's development map id. */
  mapId: string | null;
  /** For tests: a fake instead of Google, and a cache with a clock of their own. */
  adapter?: MapsAdapter;
  cache?: MapCache;
}

export default function GoogleListingMap({ apiKey, mapId, adapter, ...props }: GoogleListingMapProps) {
  const google = useMemo(
    () => adapter ?? createGoogleMapsAdapter({ apiKey, mapId: mapId ?? DEVELOPMENT_MAP_ID }),
    [adapter, apiKey, mapId],
  );
  return <MapWithSearch {...props} adapter={google} />;
}

function MapWithSearch({
  projects,
  city,
  place,
  adapter,
  cache,
}: ListingMapProps & { adapter: MapsAdapter; cache?: MapCache }) {
  const { data: cities } = useCities();
  const state = findCity(cities, city)?.state ?? null;
  const mapCache = useMemo(() => cache ?? freshMapCache(), [cache]);
  return (
    <MuiTheme>
      <SearchBox>
        <DirectionsSearch adapter={adapter} area={{ city, state }} />
      </SearchBox>
      <ResultsMap adapter={adapter} cache={mapCache} projects={projects} searchedPlace={place ?? null} />
    </MuiTheme>
  );
}
