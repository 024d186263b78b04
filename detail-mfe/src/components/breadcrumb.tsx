import { Link as RouterLink, useLocation } from '@villa/shared/router';
import { Link, Typography } from '@villa/shared/mui/core';
import { Breadcrumbs } from '@villa/shared/mui/display';
import { paths } from '@villa/shared/lib/paths';

/** Back to the listing, keeping the query string (city, search), then the page's own name. */
export function DetailBreadcrumb({ current }: { current: string }) {
  const { search } = useLocation();
  return (
    <Breadcrumbs aria-label="Breadcrumb" sx={{ mb: 1 }}>
      <Link component={RouterLink} to={paths.units(search)} underline="hover" color="inherit">
        Villas
      </Link>
      <Typography color="text.primary" aria-current="page" noWrap sx={{ maxWidth: { xs: 200, sm: 'none' } }}>
        {current}
      </Typography>
    </Breadcrumbs>
  );
}
