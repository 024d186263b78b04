import type { ReactNode } from 'react';
import { Stack, Typography } from '@villa/shared/mui/core';

/** One line of a card: a small icon and its text ('Whitefield', '4 Bedrooms'). */
export function CardFact({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <Stack direction="row" spacing={0.75} sx={{ alignItems: 'center', color: 'text.secondary', minWidth: 0 }}>
      {icon}
      <Typography variant="body2" noWrap>
        {children}
      </Typography>
    </Stack>
  );
}
