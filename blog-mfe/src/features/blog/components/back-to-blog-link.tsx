import { Link } from '@villa/shared/mui/core';
import { Link as RouterLink } from '@villa/shared/router';
import { paths } from '@villa/shared/lib/paths';
import { ArrowBackIcon } from '@villa/shared/ui/icons';

export function BackToBlogLink() {
  return (
    <Link
      component={RouterLink}
      to={paths.blog()}
      underline="hover"
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, fontWeight: 600 }}
    >
      <ArrowBackIcon fontSize="small" />
      Back to blog
    </Link>
  );
}
