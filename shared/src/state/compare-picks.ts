// Whether the compare code is worth loading yet (issue 29): the browser holds picks (from this visit
// or an earlier one), a pick was just made, or, for the cards' toggles, the buyer has touched the page
// (lib/first-touch.ts). The shell's tray and the cards look here first, so a first screen downloads
// none of state/compare.ts. Bundled into each app (tooling/webpack/sharing.mjs): its state is
// localStorage, its news the bus's 'compare:changed'.
import { useEffect, useState } from 'react';
import { COMPARE_STORAGE_KEY } from '@villa/api/contract/compare';
import { onVillaEvent } from '@villa/shared/contracts/events';
import { firstTouch } from '@villa/shared/lib/first-touch';

function hasComparePicks(): boolean {
  try {
    return localStorage.getItem(COMPARE_STORAGE_KEY) !== null;
  } catch {
    // Blocked storage holds no picks.
    return false;
  }
}

/**
 * False on the server and while hydrating; then true once there are picks, or a change is told, or
 * (with `onFirstTouch`) at the buyer's first touch of the page.
 */
export function useCompareWanted(onFirstTouch = false): boolean {
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    const want = () => setWanted(true);
    if (hasComparePicks()) want();
    if (onFirstTouch) void firstTouch().then(want);
    return onVillaEvent('compare:changed', want);
  }, [onFirstTouch]);
  return wanted;
}
