// An address the buyers' routes don't know: a page of the studio (issue 26), the buyer's places page
// (issue 29), or not found. The studio's page list and the places page load from here, on their own
// addresses only, so no other page downloads them: the shell's entry chunk, which every buyer page
// downloads, has the buyers' routes alone.
import { lazy } from 'react';
import { MY_PLACES_PATH } from '@villa/api/contract/my-places';
import { useLocation } from '@villa/shared/router';
import NotFound from './not-found.tsx';

const StudioPages = lazy(() => import('./studio.tsx'));
const PlacesPage = lazy(() => import('./places.tsx'));

/** The places page's address, with or without a closing slash. */
export const isPlacesPath = (pathname: string) => pathname.replace(/\/$/, '') === MY_PLACES_PATH;

/** The studio's addresses: /studio and below. */
export const isStudioPath = (pathname: string) => /^\/studio(?:\/|$)/.test(pathname);

// While the studio's list downloads, the page's loading state shows (lazyPage's, not-found-lazy.ts).
export default function UnknownAddress() {
  const { pathname } = useLocation();
  if (isPlacesPath(pathname)) return <PlacesPage />;
  return isStudioPath(pathname) ? <StudioPages /> : <NotFound />;
}
