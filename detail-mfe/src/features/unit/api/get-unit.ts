import useSWR, { type SWRResponse } from 'swr';
import type { PublicUnit, UnitResponse } from '@villa/shared/contracts/entities';
import { API_ERROR_NOTICES, API_ERRORS, ApiError, apiRequest } from '@villa/shared/api/client';

/**
 * GET /projects/units/slug/:slug: one unit as anyone may see it, the same answer for every visitor
 * (404 'Unit not found'). Its plans, price sheet and specification come from get-unit-details.
 */
export async function getUnit(slug: string, signal?: AbortSignal): Promise<PublicUnit> {
  // Spec 5: an empty slug fails at once, without a request.
  if (slug.trim() === '') throw new ApiError(API_ERROR_NOTICES.unitSlugRequired, 0);
  const response = await apiRequest<UnitResponse>(`/projects/units/slug/${encodeURIComponent(slug)}`, {
    signal,
    defaultMessage: API_ERRORS.fetchUnit,
  });
  return response.data;
}

export const unitKey = (slug: string) => ['/projects/units/slug', slug] as const;

/** The unit of a slug; nothing is requested for an empty slug. */
export function useUnit(slug: string): SWRResponse<PublicUnit, ApiError> {
  return useSWR<PublicUnit, ApiError, readonly [string, string] | null>(
    slug.trim() === '' ? null : unitKey(slug),
    ([, key]: readonly [string, string]) => getUnit(key),
  );
}
