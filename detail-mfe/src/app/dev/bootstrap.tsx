import { Typography } from '@villa/shared/mui/core';
import { mountDevHost } from '@villa/shared/dev/dev-host';

mountDevHost({
  remote: 'detail',
  // The remote's pages (REMOTE_PAGES), each from its exposed file; tests stay out of the bundle.
  loadExposed: (file) => import(/* webpackExclude: /\.test\.tsx$/ */ `../exposes/${file}.tsx`),
  routes: [
    {
      path: '/',
      element: (
        <Typography sx={{ p: 4 }}>
          Open a unit or project page by its slug, e.g. /unit/&lt;slug&gt;/.
        </Typography>
      ),
    },
  ],
});
