import styled from '@emotion/styled';
import { mountDevHost } from '@villa/shared/dev/dev-host';
import { Text } from '@villa/shared/ui/kit';
import { space } from '@villa/shared/ui/tokens';

const Hint = styled(Text)({ padding: space(4) });

mountDevHost({
  remote: 'detail',
  // The remote's pages (REMOTE_PAGES), each from its exposed file; tests stay out of the bundle.
  loadExposed: (file) => import(/* webpackExclude: /\.test\.tsx$/ */ `../exposes/${file}.tsx`),
  routes: [
    {
      path: '/',
      element: <Hint>Open a unit or project page by its slug, e.g. /unit/&lt;slug&gt;/.</Hint>,
    },
  ],
});
