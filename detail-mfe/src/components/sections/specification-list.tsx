import { Box, Typography } from '@villa/shared/mui/core';
import type { Specification } from '@villa/shared/contracts/entities';

/** How it is built: structure, flooring, doors, electricals … */
export function SpecificationList({ specifications }: { specifications: readonly Specification[] }) {
  return (
    <Box
      component="dl"
      sx={{ m: 0, display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}
    >
      {specifications.map((item) => (
        <Box key={item.title}>
          <Typography component="dt" sx={{ fontWeight: 600 }}>
            {item.title}
          </Typography>
          <Typography component="dd" sx={{ m: 0, color: 'text.secondary' }}>
            {item.description}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
