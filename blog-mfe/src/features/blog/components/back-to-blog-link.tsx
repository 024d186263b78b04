import { Link } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { paths } from '@villa/shared/lib/paths';
import { ArrowBackIcon } from '../../../components/icons.tsx';

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
