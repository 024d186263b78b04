import { Chip, Stack } from '@villa/shared/mui/core';

/** What the villa or project offers: pool, clubhouse, gym … */
export function AmenitiesList({ amenities }: { amenities: readonly string[] }) {
  return (
    <Stack
      component="ul"
      direction="row"
      useFlexGap
      spacing={1}
      sx={{ flexWrap: 'wrap', listStyle: 'none', m: 0, p: 0 }}
    >
      {amenities.map((amenity) => (
        <li key={amenity}>
          <Chip label={amenity} variant="outlined" />
        </li>
      ))}
    </Stack>
  );
}
