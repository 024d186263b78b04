import useSWR, { type SWRResponse } from 'swr';
import type { WishlistResponse, WishlistUnit } from '@villa/shared/contracts/entities';
import { API_ERRORS, ApiError, apiRequest } from '@villa/shared/api/client';
import { useAuth } from '@villa/shared/state/auth';

/** GET /auth/users/getmyfavoriteunits: the logged-in user's saved units. */
export async function getWishlist(signal?: AbortSignal): Promise<WishlistUnit[]> {
  try {
    const response = await apiRequest<WishlistResponse>('/auth/users/getmyfavoriteunits', {
      signal,
      defaultMessage: API_ERRORS.fetchWishlist,
    });
    return response.data;
  } catch (error) {
    // A user's wishlist always exists, so a 404 means the route itself is missing: the server's
    // "Route GET:... not found" says nothing to a buyer, the catalogue message does.
    if (error instanceof ApiError && error.status === 404) {
      throw new ApiError(API_ERRORS.fetchWishlist, 404, { cause: error });
    }
    throw error;
  }
}

/** The cache key of a user's wishlist; per user, so that another login never sees it. */
export const wishlistKey = (userId: string) => ['/auth/users/getmyfavoriteunits', userId] as const;

/** The logged-in user's wishlist; nothing is fetched when logged out (spec 4). */
export function useWishlist(): SWRResponse<WishlistUnit[], ApiError> {
  const { isLoggedIn, user } = useAuth();
  return useSWR<WishlistUnit[], ApiError, readonly [string, string] | null>(
    isLoggedIn && user ? wishlistKey(user._id) : null,
    () => getWishlist(),
  );
}
