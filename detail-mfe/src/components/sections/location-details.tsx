import styled from '@emotion/styled';
import { Text } from '@villa/shared/ui/kit';
import { colors, space } from '@villa/shared/ui/tokens';

export interface LocationDetailsProps {
  locationName: string;
  /** Unknown while (or if) the city cannot be looked up. */
  cityName?: string | null;
  /** [longitude, latitude]. */
  coordinates?: readonly [number, number];
}

const Details = styled.div({ display: 'flex', flexDirection: 'column', gap: space(1) });

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

/** Where it is: locality and city, and a map link until the map arrives with the maps issue. */
export function LocationDetails({ locationName, cityName, coordinates }: LocationDetailsProps) {
  return (
    <Details>
      <Place>{cityName ? `${locationName}, ${cityName}` : locationName}</Place>
      {coordinates ? (
        <MapLink href={mapsLink(coordinates)} target="_blank" rel="noopener noreferrer">
          Open in Google Maps
        </MapLink>
      ) : null}
    </Details>
  );
}
