// The listing's map, as the page loads it on intent (the Map View toggle): the only way in to the map
// feature's code. Without a key it is an honest note and nothing more; with one, the map's own chunk
// (MUI's inputs, Google's loader) follows.
import { lazy, Suspense } from 'react';
import { usePublicConfig } from '@villa/shared/api/public-config';
import type { ProjectSummary } from '@villa/shared/contracts/entities';
import type { LatLng } from '@villa/shared/maps/maps-adapter';
import { MapKeyNote } from '@villa/shared/ui/map-key-note';
import { StatusMessage } from '@villa/shared/ui/status-message';

const GoogleListingMap = lazy(() => import('./google-listing-map.tsx'));

export const LISTING_MAP_TEXTS = {
  loading: 'Loading map...',
  noKeyDetail: 'The list works without it.',
} as const;

export interface ListingMapProps {
  projects: readonly ProjectSummary[];
  city: string;
  /** The picker's searched place: where routes start until the directions box says otherwise. */
  place?: LatLng | null;
}

const loading = <StatusMessage kind="loading" title={LISTING_MAP_TEXTS.loading} />;

export default function ListingMap(props: ListingMapProps) {
  const { data: config, error, mutate } = usePublicConfig();
  const apiKey = config?.googleMapsApiKey;
  if (error) {
    return <StatusMessage kind="error" title={error.message} onRetry={() => void mutate()} />;
  }
  if (apiKey === undefined) return loading;
  if (apiKey === null) {
    return <MapKeyNote detail={LISTING_MAP_TEXTS.noKeyDetail} operator={config?.operatorNotes ?? false} />;
  }
  return (
    <Suspense fallback={loading}>
      <GoogleListingMap {...props} apiKey={apiKey} mapId={config?.googleMapsMapId ?? null} />
    </Suspense>
  );
}
