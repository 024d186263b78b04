import useSWR, { type SWRResponse } from 'swr';
import type { Project, ProjectResponse } from '@villa/shared/contracts/entities';
import { ApiError, apiRequest } from '@villa/shared/api/client';

/** The spec's catalogue has no project entry; this follows its wording for units. */
const FETCH_PROJECT_ERROR = 'Failed to fetch project';
export const PROJECT_SLUG_REQUIRED = 'Project slug is required';

/** GET /projects/slug/:slug: one project with everything its page shows (404 'Project not found'). */
export async function getProject(slug: string, signal?: AbortSignal): Promise<Project> {
  if (slug.trim() === '') throw new ApiError(PROJECT_SLUG_REQUIRED, 0);
  const response = await apiRequest<ProjectResponse>(`/projects/slug/${encodeURIComponent(slug)}`, {
    signal,
    defaultMessage: FETCH_PROJECT_ERROR,
  });
  return response.data;
}

export const projectKey = (slug: string) => ['/projects/slug', slug] as const;

/**
 * The project of a slug, for the project page and for a unit's page (a unit names its locality but
 * not its city, which its project carries); one cache entry serves both. Nothing is requested
 * without a slug.
 */
export function useProject(slug: string | undefined): SWRResponse<Project, ApiError> {
  return useSWR<Project, ApiError, readonly [string, string] | null>(
    !slug || slug.trim() === '' ? null : projectKey(slug),
    ([, key]: readonly [string, string]) => getProject(key),
  );
}
