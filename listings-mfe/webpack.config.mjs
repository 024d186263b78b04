import { createAppConfig, DEV_PORTS } from '@villa/tooling/webpack';

export default createAppConfig({
  name: 'listings',
  dir: import.meta.dirname,
  title: 'Villas: listings remote',
  exposes: {
    './UnitsPage': './src/app/exposes/units-page.tsx',
    './WishlistPage': './src/app/exposes/wishlist-page.tsx',
  },
  devProxy: { '/api': `http://localhost:${DEV_PORTS.api}` },
});
