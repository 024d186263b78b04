import { API_ERRORS, apiRequest } from '@villa/shared/api/client';

/** POST /auth/users/addunittowishlist/:id (bearer token attached by the client). */
export function addToWishlist(unitId: string): Promise<unknown> {
  return apiRequest<unknown>(`/auth/users/addunittowishlist/${encodeURIComponent(unitId)}`, {
    method: 'POST',
    defaultMessage: API_ERRORS.addToWishlist,
  });
}
