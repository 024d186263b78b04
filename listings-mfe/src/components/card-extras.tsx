import { lazy, Suspense } from 'react';
import type { UnitSummary } from '@villa/shared/contracts/entities';
import { useCompareWanted } from '@villa/shared/state/compare-picks';

// The compare toggle and the commute line (issue 29), in a chunk of their own with their state: the
// first screen downloads none of it.
const LiveCardExtras = lazy(() => import('./live-card-extras.tsx'));

/**
 * What a card adds for comparing and commuting, drawn over its picture: loaded at the buyer's first
 * touch, scroll or pointer move (lib/first-touch.ts), or at once when the browser holds picks.
 */
export function CardExtras({ unit }: { unit: UnitSummary }) {
  return useCompareWanted(true) ? (
    <Suspense fallback={null}>
      <LiveCardExtras unit={unit} />
    </Suspense>
  ) : null;
}
