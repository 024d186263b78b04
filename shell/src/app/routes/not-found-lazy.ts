import { lazyPage } from '../../components/lazy-page.tsx';

/** The site's not-found page, split off: the catch-all route and a remote page with nothing to show. */
export const NotFoundPage = lazyPage(() => import('./not-found.tsx'));

/** The page of a listing taken down (410), split off like the not-found page. */
export const ListingGonePage = lazyPage(() => import('./listing-gone.tsx'));
