import { useState } from 'react';
import { useLocation } from '@villa/shared/router';
import type { UnitSummary } from '@villa/shared/contracts/entities';
import { API_ERRORS } from '@villa/shared/api/client';
import { useVillaEvent } from '@villa/shared/contracts/events';
import { openEnquiry } from '@villa/shared/lib/open-enquiry';
import { useAuth } from '@villa/shared/state/auth';
import { useWishlist } from '../api/get-wishlist.ts';

export interface WishlistToggle {
  inWishlist: boolean;
  pending: boolean;
  /** What went wrong with the last toggle, for a snackbar; null when nothing did. */
  failure: string | null;
  dismissFailure: () => void;
  toggle: () => void;
}

/**
 * The unit whose heart a logged-out buyer tapped: the tap opened the enquiry and login flow, and
 * once that logs them in the heart is filled, as they asked.
 */
let heartAwaitingLogin: string | null = null;

/**
 * The wishlist heart of one unit (spec 4): logged in, it flips at once and the change is sent,
 * reverting on failure; logged out, it opens the enquiry form instead, and saves the villa once the
 * buyer has logged in through it.
 */
export function useWishlistToggle(unit: UnitSummary): WishlistToggle {
  const { isLoggedIn } = useAuth();
  const { search } = useLocation();
  const { data: wishlist, mutate } = useWishlist();
  const [optimistic, setOptimistic] = useState<boolean | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const saved = wishlist?.some((item) => item._id === unit._id) ?? false;
  const inWishlist = optimistic ?? saved;

  async function send(next: boolean) {
    setOptimistic(next);
    setFailure(null);
    const failed = await import('../api/change-wishlist.ts').then(
      ({ changeWishlist }) => changeWishlist(unit._id, next),
      // The call's code did not download: the change was not sent.
      () => (next ? API_ERRORS.addToWishlist : API_ERRORS.removeFromWishlist),
    );
    // The cached wishlist now agrees with the server; other hearts and the wishlist page follow it.
    const others = (wishlist ?? []).filter((item) => item._id !== unit._id);
    if (failed === null) await mutate(next ? [...others, unit] : others, { revalidate: false });
    else setFailure(failed);
    setOptimistic(null);
  }

  useVillaEvent('auth:changed', ({ user }) => {
    if (user === null || heartAwaitingLogin !== unit._id) return;
    heartAwaitingLogin = null;
    if (!saved) void send(true);
  });

  return {
    inWishlist,
    pending: optimistic !== null,
    failure,
    dismissFailure: () => setFailure(null),
    toggle: () => {
      if (!isLoggedIn) {
        heartAwaitingLogin = unit._id;
        // The buyer stays on this page after logging in, to see the heart filled.
        void openEnquiry({ unit, search }, { redirect_path: undefined });
        return;
      }
      if (optimistic !== null) return;
      void send(!inWishlist);
    },
  };
}
