import { Link as RouterLink } from '@villa/shared/router';
import { Button, Typography } from '@villa/shared/mui/core';
import { paths } from '@villa/shared/lib/paths';
import { TextPage } from './text-page.tsx';

export default function NotFoundPage() {
  return (
    <TextPage title="Page not found">
      <Typography sx={{ mb: 2 }}>The page you were looking for has moved or never existed.</Typography>
      <Button component={RouterLink} to={paths.units()} variant="contained">
        Show All Villas
      </Button>
    </TextPage>
  );
}
