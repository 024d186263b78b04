import { API_ERRORS, ApiError } from '@villa/shared/api/client';
import { addToWishlist } from './add-to-wishlist.ts';
import { removeFromWishlist } from './remove-from-wishlist.ts';

/**
 * Adds the unit to the wishlist or takes it out. Null when the server agreed, else what went wrong:
 * the server's message when it gave one (spec 8), else the call's own default. Loaded at the heart's
 * first tap, so no first screen downloads the calls.
 */
export async function changeWishlist(unitId: string, add: boolean): Promise<string | null> {
  try {
    await (add ? addToWishlist(unitId) : removeFromWishlist(unitId));
    return null;
  } catch (error) {
    return error instanceof ApiError
      ? error.message
      : add
        ? API_ERRORS.addToWishlist
        : API_ERRORS.removeFromWishlist;
  }
}
