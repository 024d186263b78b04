import { API_ERRORS, apiRequest } from '@villa/shared/api/client';

/** DELETE /auth/users/removefromwishlist/:id (bearer token attached by the client). */
export function removeFromWishlist(unitId: string): Promise<unknown> {
  return apiRequest<unknown>(`/auth/users/removefromwishlist/${encodeURIComponent(unitId)}`, {
    method: 'DELETE',
    defaultMessage: API_ERRORS.removeFromWishlist,
  });
}
