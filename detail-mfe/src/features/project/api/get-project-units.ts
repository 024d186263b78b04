import useSWR, { type SWRResponse } from 'swr';
import type { ListingResponse, UnitSummary } from '@villa/shared/contracts/entities';
import { API_ERRORS, apiRequest, type ApiError } from '@villa/shared/api/client';

export interface ProjectUnitsParams {
  /** The project's slug. */
  project: string;
  /** The project's city name: the listing is per city. */
  city: string;
  signal?: AbortSignal;
}

/** GET /projects/units?project=&city=&limit=100: the villas of one project. */
export async function getProjectUnits({ project, city, signal }: ProjectUnitsParams): Promise<UnitSummary[]> {
  const response = await apiRequest<ListingResponse>('/projects/units', {
    query: { project, city, limit: 100 },
    signal,
    defaultMessage: API_ERRORS.fetchUnits,
  });
  return response.data.units;
}

export function useProjectUnits(project: string, city: string): SWRResponse<UnitSummary[], ApiError> {
  return useSWR<UnitSummary[], ApiError, readonly [string, string, string]>(
    ['/projects/units?project', project, city],
    ([, projectSlug, cityName]: readonly [string, string, string]) =>
      getProjectUnits({ project: projectSlug, city: cityName }),
  );
}
