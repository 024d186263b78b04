import type { ReactNode } from 'react';
import { Container, Typography } from '@villa/shared/mui/core';

export function TextPage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Container maxWidth="md" sx={{ py: 5 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {title}
      </Typography>
      {children}
    </Container>
  );
}
