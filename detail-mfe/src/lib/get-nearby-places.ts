import useSWR, { type SWRResponse } from 'swr';
import type { NearbyPlaces, NearbyPlacesResponse } from '@villa/shared/contracts/entities';
import { apiRequest, type ApiError } from '@villa/shared/api/client';

const FETCH_NEARBY_ERROR = 'Failed to fetch nearby places';

/** GET /projects/slug/:slug/nearby: the places near a project by category, with straight-line distances. */
export async function getNearbyPlaces(projectSlug: string, signal?: AbortSignal): Promise<NearbyPlaces> {
  const response = await apiRequest<NearbyPlacesResponse>(
    `/projects/slug/${encodeURIComponent(projectSlug)}/nearby`,
    { signal, defaultMessage: FETCH_NEARBY_ERROR },
  );
  return response.data;
}

export const nearbyPlacesKey = (projectSlug: string) => ['/projects/slug/nearby', projectSlug] as const;

/** The places near a project, for the Location section of its page and of its units'; none without a slug. */
export function useNearbyPlaces(projectSlug: string | undefined): SWRResponse<NearbyPlaces, ApiError> {
  return useSWR<NearbyPlaces, ApiError, readonly [string, string] | null>(
    projectSlug ? nearbyPlacesKey(projectSlug) : null,
    ([, slug]: readonly [string, string]) => getNearbyPlaces(slug),
  );
}
