import useSWR, { type SWRResponse } from 'swr';
import type { UnitDetails, UnitDetailsResponse } from '@villa/shared/contracts/entities';
import { API_ERRORS, type ApiError, apiRequest } from '@villa/shared/api/client';

/**
 * GET /projects/units/slug/:slug/details: a unit's plans, price sheet and specification, for a
 * logged-in buyer (spec 6). The bearer token goes with it; the answer is never shared or cached.
 */
export async function getUnitDetails(slug: string, signal?: AbortSignal): Promise<UnitDetails> {
  const response = await apiRequest<UnitDetailsResponse>(
    `/projects/units/slug/${encodeURIComponent(slug)}/details`,
    { signal, defaultMessage: API_ERRORS.fetchUnit },
  );
  return response.data;
}

export const unitDetailsKey = (slug: string) => ['/projects/units/slug/details', slug] as const;

/** The locked parts of a unit, asked for only once the buyer is logged in. */
export function useUnitDetails(slug: string, loggedIn: boolean): SWRResponse<UnitDetails, ApiError> {
  return useSWR<UnitDetails, ApiError, readonly [string, string] | null>(
    loggedIn && slug.trim() !== '' ? unitDetailsKey(slug) : null,
    ([, key]: readonly [string, string]) => getUnitDetails(key),
  );
}
