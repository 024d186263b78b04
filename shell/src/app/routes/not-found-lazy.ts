import { lazyPage } from '../../components/lazy-page.tsx';

/**
 * The site's not-found page, split off: the catch-all route and a remote page with nothing to show.
 * Its chunk also knows the studio's addresses (unknown.tsx), which the buyers' routes leave out.
 */
export const NotFoundPage = lazyPage(() => import('./unknown.tsx'));
