import { studioRoutes } from '@villa/api/contract/studio-pages';
import { Navigate } from '@villa/shared/router';
import { mountDevHost } from '@villa/shared/dev/dev-host';

mountDevHost({
  remote: 'studio',
  // The remote's pages (REMOTE_PAGES), each from its exposed file; tests stay out of the bundle.
  loadExposed: (file) => import(/* webpackExclude: /\.test\.tsx$/ */ `../exposes/${file}.tsx`),
  routes: [{ path: '/', element: <Navigate to={studioRoutes.home} replace /> }],
});
