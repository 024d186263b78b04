import { lazy, Suspense } from 'react';
import styled from '@emotion/styled';
import { usePublicConfig } from '@villa/shared/api/public-config';
import { Text } from '@villa/shared/ui/kit';
import { MapKeyNote } from '@villa/shared/ui/map-key-note';
import { colors, space } from '@villa/shared/ui/tokens';
import { NearbyPlaces } from './nearby-places.tsx';
import { MapFrame } from './map-frame.tsx';

// Google's code and ours for the map come only with a key, after the section itself.
const NearbyMap = lazy(() => import('./nearby-map.tsx'));

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

const MapLink = styled.a({
  color: colors.primary.main,
  textDecoration: 'underline',
  textDecorationColor: 'rgba(31, 77, 58, 0.4)',
  '&:hover': { textDecorationColor: 'inherit' },
});

/** A Google Maps search link for [longitude, latitude] (GeoJSON order); no key needed. */
function mapsLink([lng, lat]: readonly [number, number]): string {
  return `https://www.google.com/maps/search/?api=1&query=${lat},${lng}`;
}

/** Google Maps' directions to [longitude, latitude], from wherever the reader is; no key needed. */
function directionsLink([lng, lat]: readonly [number, number]): string {
  return `https://www.google.com/maps/dir/?api=1&destination=${lat},${lng}`;
}

const Links = styled.div({ display: 'flex', flexWrap: 'wrap', gap: space(1, 3) });

/** The small map of the project and its places; without a key, an honest note (no Google script loads). */
function MapArea({ projectSlug }: { projectSlug: string | undefined }) {
  const { data: config } = usePublicConfig();
  if (!config || !projectSlug) return null;
  if (config.googleMapsApiKey === null) {
    return <MapKeyNote detail="The places below come from our own listings." />;
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
        <Links>
          <MapLink href={mapsLink(coordinates)} target="_blank" rel="noopener noreferrer">
            Open in Google Maps
          </MapLink>
          <MapLink href={directionsLink(coordinates)} target="_blank" rel="noopener noreferrer">
            Get Directions
          </MapLink>
        </Links>
      ) : null}
      <MapArea projectSlug={projectSlug} />
      <NearbyPlaces projectSlug={projectSlug} />
    </Details>
  );
}
