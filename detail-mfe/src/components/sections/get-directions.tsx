import styled from '@emotion/styled';
import { colors, space } from '@villa/shared/ui/tokens';

const Links = styled.div({ display: 'flex', flexWrap: 'wrap', gap: space(1, 3) });

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

/** The spec's Get Directions part of the Location section: the place on Google Maps, and the way there. */
export default function GetDirections({ coordinates }: { coordinates: readonly [number, number] }) {
  return (
    <Links>
      <MapLink href={mapsLink(coordinates)} target="_blank" rel="noopener noreferrer">
        Open in Google Maps
      </MapLink>
      <MapLink href={directionsLink(coordinates)} target="_blank" rel="noopener noreferrer">
        Get Directions
      </MapLink>
    </Links>
  );
}
