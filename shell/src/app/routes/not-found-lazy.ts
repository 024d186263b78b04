import { lazyPage } from '../../components/lazy-page.tsx';

/** The site's not-found page, split off: the catch-all route and a remote page with nothing to show. */
export const NotFoundPage = lazyPage(() => import('./not-found.tsx'));
