// The listing's map, as the page loads it on intent (the Map View toggle): the only way in to the
// map feature's code, and to Google's, which it fetches only when the server has a key.
import { useMemo } from 'react';
import styled from '@emotion/styled';
import { findCity, useCities } from '@villa/shared/api/locations';
import { usePublicConfig } from '@villa/shared/api/public-config';
import type { ProjectSummary } from '@villa/shared/contracts/entities';
import { createMapCache, type MapCache } from '@villa/shared/maps/map-cache';
import type { MapsAdapter } from '@villa/shared/maps/maps-adapter';
import { createGoogleMapsAdapter } from '@villa/shared/maps/google-maps';
import { MapKeyNote } from '@villa/shared/ui/map-key-note';
import { MuiTheme } from '@villa/shared/ui/mui-theme';
import { StatusMessage } from '@villa/shared/ui/status-message';
import { space } from '@villa/shared/ui/tokens';
import { DirectionsSearch } from './directions-search.tsx';
import { ResultsMap } from './results-map.tsx';

/** Google's map id for vector maps with advanced markers; a deployment sets its own in the console. */
const MAP_ID = 'DEMO_MAP_ID';

export const LISTING_MAP_TEXTS = {
  loading: 'Loading map...',
  noKeyDetail: 'The list works without it.',
} as const;

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

export interface ListingMapProps {
  projects: readonly ProjectSummary[];
  city: string;
  /** For tests: a fake instead of Google. */
  adapter?: MapsAdapter;
  cache?: MapCache;
}

/** The browser's map cache, with what expired on earlier visits cleared out (spec 4). */
function freshMapCache(): MapCache {
  const cache = createMapCache();
  cache.purgeExpired();
  return cache;
}

export default function ListingMap(props: ListingMapProps) {
  const { data: config, error, mutate } = usePublicConfig();
  if (props.adapter) return <MapWithSearch {...props} adapter={props.adapter} />;
  if (error) return <StatusMessage kind="error" title={error.message} onRetry={() => void mutate()} />;
  if (!config) return <StatusMessage kind="loading" title={LISTING_MAP_TEXTS.loading} />;
  if (config.googleMapsApiKey === null) return <MapKeyNote detail={LISTING_MAP_TEXTS.noKeyDetail} />;
  return <GoogleMap {...props} apiKey={config.googleMapsApiKey} />;
}

function GoogleMap({ apiKey, ...props }: ListingMapProps & { apiKey: string }) {
  const adapter = useMemo(() => createGoogleMapsAdapter({ apiKey, mapId: MAP_ID }), [apiKey]);
  return <MapWithSearch {...props} adapter={adapter} />;
}

function MapWithSearch({ projects, city, adapter, cache }: ListingMapProps & { adapter: MapsAdapter }) {
  const { data: cities } = useCities();
  const state = findCity(cities, city)?.state ?? null;
  const mapCache = useMemo(() => cache ?? freshMapCache(), [cache]);
  return (
    <MuiTheme>
      <SearchBox>
        <DirectionsSearch adapter={adapter} area={{ city, state }} />
      </SearchBox>
      <ResultsMap adapter={adapter} cache={mapCache} projects={projects} />
    </MuiTheme>
  );
}
