import { Box, Typography } from '@villa/shared/mui/core';

/** Why the project stands out, as a short list. */
export function ProjectHighlights({ highlights }: { highlights: readonly string[] }) {
  return (
    <Box
      component="ul"
      sx={{ m: 0, pl: 2.5, display: 'grid', gap: 1, gridTemplateColumns: { md: '1fr 1fr' } }}
    >
      {highlights.map((highlight) => (
        <Typography component="li" key={highlight}>
          {highlight}
        </Typography>
      ))}
    </Box>
  );
}
