import styled from '@emotion/styled';
import { usePublicConfig } from '@villa/shared/api/public-config';
import { Text } from '@villa/shared/ui/kit';
import { colors, radius, space } from '@villa/shared/ui/tokens';
import { NearbyPlaces } from './nearby-places.tsx';

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

const MapNote = styled.div({
  padding: space(2),
  borderRadius: radius.card,
  background: colors.muted,
});

/** A Google Maps search link for [longitude, latitude] (GeoJSON order); no key needed. */
function mapsLink([lng, lat]: readonly [number, number]): string {
  return `https://www.google.com/maps/search/?api=1&query=${lat},${lng}`;
}

/**
 * Where the small map goes: without a key, an honest note instead (no Google script is loaded). With
 * a key, nothing yet: the map comes with the map work of issue 10.
 */
function MapArea() {
  const { data: config } = usePublicConfig();
  if (config?.googleMapsApiKey !== null) return null;
  return (
    <MapNote role="note">
      <Text look="body2">The map needs a Google Maps key.</Text>
      <Text look="body2" tone="secondary">
        Set GOOGLE_MAPS_API_KEY on the server to show it here; the places below come from our own listings.
      </Text>
    </MapNote>
  );
}

/** Where it is: locality and city, a map link, and the places nearby by category. */
export function LocationDetails({ locationName, cityName, coordinates, projectSlug }: LocationDetailsProps) {
  return (
    <Details>
      <Place>{cityName ? `${locationName}, ${cityName}` : locationName}</Place>
      {coordinates ? (
        <MapLink href={mapsLink(coordinates)} target="_blank" rel="noopener noreferrer">
          Open in Google Maps
        </MapLink>
      ) : null}
      <MapArea />
      <NearbyPlaces projectSlug={projectSlug} />
    </Details>
  );
}
