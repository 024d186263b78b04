import { Link, Stack, Typography } from '@villa/shared/mui/core';

export interface LocationDetailsProps {
  locationName: string;
  /** Unknown while (or if) the city cannot be looked up. */
  cityName?: string | null;
  /** [longitude, latitude]. */
  coordinates?: readonly [number, number];
}

/** A Google Maps search link for [longitude, latitude] (GeoJSON order); no key needed. */
function mapsLink([lng, lat]: readonly [number, number]): string {
  return `https://www.google.com/maps/search/?api=1&query=${lat},${lng}`;
}

/** Where it is: locality and city, and a map link until the map arrives with the maps issue. */
export function LocationDetails({ locationName, cityName, coordinates }: LocationDetailsProps) {
  return (
    <Stack spacing={1}>
      <Typography sx={{ fontWeight: 600 }}>
        {cityName ? `${locationName}, ${cityName}` : locationName}
      </Typography>
      {coordinates ? (
        <Link href={mapsLink(coordinates)} target="_blank" rel="noopener noreferrer">
          Open in Google Maps
        </Link>
      ) : null}
    </Stack>
  );
}
