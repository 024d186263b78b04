// An address the buyers' routes don't know: a page of the studio (issue 26), or not found. The
// studio's page list loads from here, on its own addresses only, so no buyer page downloads it:
// the shell's entry chunk, which every buyer page downloads, has the buyers' routes alone.
import { lazy } from 'react';
import { useLocation } from '@villa/shared/router';
import NotFound from './not-found.tsx';

const StudioPages = lazy(() => import('./studio.tsx'));

/** The studio's addresses: /studio and below. */
export const isStudioPath = (pathname: string) => /^\/studio(?:\/|$)/.test(pathname);

// While the studio's list downloads, the page's loading state shows (lazyPage's, not-found-lazy.ts).
export default function UnknownAddress() {
  return isStudioPath(useLocation().pathname) ? <StudioPages /> : <NotFound />;
}
