import { lazy, Suspense } from 'react';
import { routePatterns } from '@villa/shared/lib/paths';
import { useLocation } from '@villa/shared/router';
import { useCompareWanted } from '@villa/shared/state/compare-picks';

// Its own chunk, with the compare state: a buyer who compares nothing downloads none of it.
const CompareTray = lazy(() => import('./compare-tray.tsx'));

/**
 * The compare tray (issue 29) on every buyer page once a villa is picked to compare, except the
 * compare page itself. Nothing on the server or while hydrating: the picks are in the browser.
 */
export function CompareTrayMount() {
  const wanted = useCompareWanted();
  const { pathname } = useLocation();
  if (!wanted || pathname === routePatterns.compare) return null;
  return (
    <Suspense fallback={null}>
      <CompareTray />
    </Suspense>
  );
}
