import useSWR, { type SWRResponse } from 'swr';
import type { Project, ProjectResponse } from '@villa/shared/contracts/entities';
import { apiRequest, type ApiError } from '@villa/shared/api/client';

/**
 * GET /projects/slug/:slug for the project a unit belongs to: a unit names its locality but not its
 * city, which its project carries.
 */
export async function getUnitProject(projectSlug: string, signal?: AbortSignal): Promise<Project> {
  const response = await apiRequest<ProjectResponse>(`/projects/slug/${encodeURIComponent(projectSlug)}`, {
    signal,
    defaultMessage: 'Failed to fetch project',
  });
  return response.data;
}

/** The unit's project (same cache entry as the project page's); nothing is fetched without a slug. */
export function useUnitProject(projectSlug: string | undefined): SWRResponse<Project, ApiError> {
  return useSWR<Project, ApiError, readonly [string, string] | null>(
    projectSlug ? ['/projects/slug', projectSlug] : null,
    ([, key]: readonly [string, string]) => getUnitProject(key),
  );
}
