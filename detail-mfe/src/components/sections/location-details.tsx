import { lazy, Suspense } from 'react';
import styled from '@emotion/styled';
import { usePublicConfig } from '@villa/shared/api/public-config';
import { Text } from '@villa/shared/ui/kit';
import { MapKeyNote } from '@villa/shared/ui/map-key-note';
import { space } from '@villa/shared/ui/tokens';
import { LazyPart } from '../lazy-part.tsx';
import { NearbyPlaces } from './nearby-places.tsx';
import { YourCommute } from './your-commute.tsx';
import { MapFrame } from './map-frame.tsx';

// Google's code and ours for the map come only with a key, after the section itself.
const NearbyMap = lazy(() => import('./nearby-map.tsx'));
// The spec's GetDirections section: its own chunk, loading text and failure message.
const GetDirections = lazy(() => import('./get-directions.tsx'));

export interface LocationDetailsProps {
  locationName: string;
  /** Unknown while (or if) the city cannot be looked up. */
  cityName?: string | null;
  /** [longitude, latitude]. */
  coordinates?: readonly [number, number];
  /** The project whose surroundings are listed (a unit's is its project's); none lists nothing. */
  projectSlug?: string;
}

const Details = styled.div({ display: 'flex', flexDirection: 'column', gap: space(1.5) });

const Place = styled(Text)({ fontWeight: 600 });

/** The small map of the project and its places; without a key, an honest note (no Google script loads). */
function MapArea({ projectSlug }: { projectSlug: string | undefined }) {
  const { data: config } = usePublicConfig();
  if (!config || !projectSlug) return null;
  if (config.googleMapsApiKey === null) {
    return (
      <MapKeyNote detail="The places below come from our own listings." operator={config.operatorNotes} />
    );
  }
  return (
    <Suspense fallback={<MapFrame aria-busy="true" />}>
      <NearbyMap projectSlug={projectSlug} apiKey={config.googleMapsApiKey} mapId={config.googleMapsMapId} />
    </Suspense>
  );
}

/** Where it is: locality and city, a map link, and the places nearby by category. */
export function LocationDetails({ locationName, cityName, coordinates, projectSlug }: LocationDetailsProps) {
  return (
    <Details>
      <Place>{cityName ? `${locationName}, ${cityName}` : locationName}</Place>
      {coordinates ? (
        <LazyPart title="Get Directions">
          <GetDirections coordinates={coordinates} />
        </LazyPart>
      ) : null}
      {coordinates ? <YourCommute coordinates={coordinates} /> : null}
      <MapArea projectSlug={projectSlug} />
      <NearbyPlaces projectSlug={projectSlug} />
    </Details>
  );
}
