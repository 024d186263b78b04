import useSWR, { type SWRResponse } from 'swr';
import type { PublicConfigResponse } from '@villa/api/schemas';
import { apiRequest, type ApiError } from '@villa/shared/api/client';

export type PublicConfig = PublicConfigResponse['data'];

const FETCH_CONFIG_ERROR = 'Failed to fetch settings';

/** GET /config: the settings the server hands to the browser, such as the Google Maps key (or null). */
export async function getPublicConfig(signal?: AbortSignal): Promise<PublicConfig> {
  const response = await apiRequest<PublicConfigResponse>('/config', {
    signal,
    defaultMessage: FETCH_CONFIG_ERROR,
  });
  return response.data;
}

export const publicConfigKey = '/config';

/** The server's public settings, fetched once per page and shared by whoever asks (maps need the key). */
export function usePublicConfig(): SWRResponse<PublicConfig, ApiError> {
  return useSWR<PublicConfig, ApiError>(publicConfigKey, () => getPublicConfig(), {
    revalidateOnFocus: false,
  });
}
