// The catalogue's reads and status moves (GET /studio/projects, GET /studio/projects/{id}/units,
// POST /studio/{projects|units}/{id}/status).
import useSWR, { useSWRConfig } from 'swr';
import type { ListingStatus } from '@villa/api/contract/listing-status';
import type { StudioProject, StudioProjectsQuery, StudioUnit } from '@villa/shared/contracts/entities';
import type { Pagination } from '@villa/shared/contracts/entities';
import { studioRequest } from '../../../lib/studio-api.ts';

export const projectsKey = (query: StudioProjectsQuery) => ['studio', 'projects', query] as const;
export const unitsKey = (projectId: string) => ['studio', 'project-units', projectId] as const;

export const getProjects = (query: StudioProjectsQuery) =>
  studioRequest<{ data: { projects: StudioProject[]; pagination: Pagination } }>('/studio/projects', {
    query: { ...query },
    defaultMessage: 'Failed to load the projects',
  }).then((response) => response.data);

/** A page of projects (50, newest first), by status and by a word of the name or builder. */
export const useProjects = (query: StudioProjectsQuery) =>
  useSWR(projectsKey(query), ([, , q]) => getProjects(q), {
    keepPreviousData: true,
    revalidateOnFocus: false,
  });

export const getUnits = (projectId: string) =>
  studioRequest<{ data: StudioUnit[] }>(`/studio/projects/${encodeURIComponent(projectId)}/units`, {
    defaultMessage: "Failed to load the project's villas",
  }).then((response) => response.data);

/** A project's villas in every state, by price. */
export const useProjectUnits = (projectId: string | null) =>
  useSWR(projectId ? unitsKey(projectId) : null, ([, , id]) => getUnits(id), { revalidateOnFocus: false });

/** Publishes, withdraws or archives a project or a villa; the API says why it won't (422). */
export const setListingStatus = (kind: 'projects' | 'units', id: string, status: ListingStatus) =>
  studioRequest<{ data: { _id: string; status: ListingStatus } }>(
    `/studio/${kind}/${encodeURIComponent(id)}/status`,
    { method: 'POST', body: { status }, defaultMessage: 'Failed to change the status' },
  ).then((response) => response.data);

/** What the project's page header needs of GET /studio/projects/{id} (the editor reads the rest). */
export type ProjectHeader = Pick<StudioProject, '_id' | 'slug' | 'name' | 'status'>;

export const projectKey = (id: string) => ['studio', 'project', id] as const;

export const getProject = <T extends ProjectHeader>(id: string) =>
  studioRequest<{ data: T }>(`/studio/projects/${encodeURIComponent(id)}`, {
    defaultMessage: 'Failed to load the project',
  }).then((response) => response.data);

/** A project as the studio edits it (null: none asked for, the create form). */
export const useProject = <T extends ProjectHeader = ProjectHeader>(id: string | null) =>
  useSWR(id ? projectKey(id) : null, ([, , projectId]) => getProject<T>(projectId), {
    revalidateOnFocus: false,
  });

const CATALOGUE_KEYS = new Set(['projects', 'project', 'project-units', 'unit']);

/**
 * Reads the catalogue anew after a write: a new villa changes its project's list and figures, a
 * project's move its villas', a new project the list. Every catalogue answer in the cache is marked
 * stale, and those on screen are fetched again.
 */
export function useCatalogueChanged() {
  const { mutate } = useSWRConfig();
  return () =>
    void mutate(
      (key) => Array.isArray(key) && key[0] === 'studio' && CATALOGUE_KEYS.has(String(key[1])),
      undefined,
      { revalidate: true },
    );
}
