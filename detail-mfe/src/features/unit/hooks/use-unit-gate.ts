import { useCallback, useEffect } from 'react';
import { useLocation } from '@villa/shared/router';
import type { PublicUnit } from '@villa/shared/contracts/entities';
import { openEnquiry } from '@villa/shared/lib/open-enquiry';
import { useAuth } from '@villa/shared/state/auth';

/** What counts as the visitor starting to use the page. */
const FIRST_ACTIONS = ['pointerdown', 'keydown', 'wheel', 'touchstart', 'scroll'];

/**
 * Spec 6: only a logged-in buyer opens unit detail directly; an anonymous visitor is sent to the
 * enquiry and OTP flow first. For an anonymous visit, the enquiry about this unit opens over the page
 * at the visitor's first action on it (a scroll, tap, click or key), and each locked section's button
 * opens it too. Not as the page loads: the form and the phone check are ~145 KB of JavaScript that
 * DESIGN.md section 9 keeps out of the first load ("login and phone parsing, forms load on intent");
 * opened at once, the unit page downloaded 311 KB.
 *
 * The server renders everyone logged out, and so does hydration: a logged-in buyer's listeners are
 * removed by the render right after it, before anything can set them off, so the form never opens.
 */
export function useUnitGate(unit: PublicUnit): { isLoggedIn: boolean; unlock: () => void } {
  const { search } = useLocation();
  const { isLoggedIn } = useAuth();
  const unlock = useCallback(() => void openEnquiry({ unit, search }), [unit, search]);
  useEffect(() => {
    if (isLoggedIn) return;
    const act = () => {
      stop();
      unlock();
    };
    const stop = () => FIRST_ACTIONS.forEach((name) => removeEventListener(name, act, true));
    FIRST_ACTIONS.forEach((name) => addEventListener(name, act, true));
    return stop;
  }, [isLoggedIn, unlock]);
  return { isLoggedIn, unlock };
}
