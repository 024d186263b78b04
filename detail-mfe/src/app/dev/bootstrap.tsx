import { Typography } from '@villa/shared/mui/core';
import { mountDevHost, withSlug } from '@villa/shared/dev/dev-host';
import ProjectDetailPage from '../exposes/project-detail-page.tsx';
import UnitDetailPage from '../exposes/unit-detail-page.tsx';

mountDevHost({
  remote: 'detail',
  links: [],
  routes: [
    {
      path: '/',
      element: (
        <Typography sx={{ p: 4 }}>
          Open a unit or project page by its slug, e.g. /unit/&lt;slug&gt;/.
        </Typography>
      ),
    },
    { path: '/unit/:slug', element: withSlug(UnitDetailPage) },
    { path: '/project/:slug', element: withSlug(ProjectDetailPage) },
  ],
});
