import useSWR, { type KeyedMutator, type SWRResponse } from 'swr';
import type { NearbyPlaces, NearbyPlacesResponse } from '@villa/shared/contracts/entities';
import { apiRequest, type ApiError } from '@villa/shared/api/client';
import { usePublicConfig } from '@villa/shared/api/public-config';

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

export interface NearbyPlacesState {
  data: NearbyPlaces | undefined;
  error: ApiError | undefined;
  isLoading: boolean;
  mutate: KeyedMutator<NearbyPlaces>;
  /** Whose places these are: Google's (with a key) or our own database's. */
  source: 'google' | 'ours';
}

/**
 * The places near a project as the Location section shows them: with a Maps key, Google's nearby
 * places of each type (their code loads only then); without one, or if Google fails, our own.
 */
export function useNearby(projectSlug: string | undefined): NearbyPlacesState {
  const ours = useNearbyPlaces(projectSlug);
  const { data: config, error: configError } = usePublicConfig();
  const apiKey = config?.googleMapsApiKey ?? null;
  const google = useSWR<NearbyPlaces, Error, readonly [string, string] | null>(
    apiKey && ours.data ? ['google:nearby', ours.data.project.slug] : null,
    async () => {
      const { nearbyFromGoogle, googleAdapter } = await import('./google-nearby.ts');
      return nearbyFromGoogle(ours.data!, googleAdapter(apiKey!, config?.googleMapsMapId ?? null));
    },
    { revalidateOnFocus: false, revalidateIfStale: false, shouldRetryOnError: false },
  );
  // With a key, ours wait for Google's (or its failure) rather than being swapped under the buyer.
  const waiting =
    Boolean(ours.data) &&
    !configError &&
    (config === undefined || (apiKey !== null && !google.data && !google.error));
  return {
    data: waiting ? undefined : (google.data ?? ours.data),
    error: ours.error,
    isLoading: ours.isLoading || waiting,
    mutate: ours.mutate,
    source: google.data ? 'google' : 'ours',
  };
}
