import { Navigate } from '@villa/shared/router';
import { mountDevHost } from '@villa/shared/dev/dev-host';
import { paths } from '@villa/shared/lib/paths';
import UnitsPage from '../exposes/units-page.tsx';
import WishlistPage from '../exposes/wishlist-page.tsx';

mountDevHost({
  remote: 'listings',
  links: [
    { label: '/units', to: paths.units() },
    { label: '/profile/wishlist', to: paths.wishlist() },
  ],
  routes: [
    { path: '/', element: <Navigate to={paths.units()} replace /> },
    { path: '/units', element: <UnitsPage /> },
    { path: '/profile/wishlist', element: <WishlistPage /> },
  ],
});
