import type { ReactNode } from 'react';
import { Box, Typography } from '@villa/shared/mui/core';
import { sectionId, sectionTitle, type SectionName } from '../config/sections.ts';

/** One section of a detail page; its id is what the section tabs scroll to. */
export function DetailSection({ name, children }: { name: SectionName; children: ReactNode }) {
  const id = sectionId(name);
  return (
    <Box
      component="section"
      id={id}
      aria-labelledby={`${id}-heading`}
      sx={{
        py: { xs: 3, md: 4 },
        borderBottom: 1,
        borderColor: 'divider',
        '&:last-of-type': { borderBottom: 0 },
      }}
    >
      <Typography id={`${id}-heading`} variant="h5" component="h2" sx={{ mb: 2 }}>
        {sectionTitle(name)}
      </Typography>
      {children}
    </Box>
  );
}
