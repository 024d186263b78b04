// The owners' listings queue (GET /studio/submissions/owners), its decisions (approve into a draft
// villa of a project, reject with a reason), and the projects a listing may join.
import useSWR from 'swr';
import type {
  OwnerSubmission,
  OwnerSubmissionsQuery,
  StudioProject,
  StudioUnitRecord,
} from '@villa/shared/contracts/entities';
import type { Pagination } from '@villa/shared/contracts/entities';
import { studioRequest } from '../../../lib/studio-api.ts';

export const ownersKey = (query: OwnerSubmissionsQuery) => ['studio', 'owner-listings', query] as const;

export const getOwnerSubmissions = (query: OwnerSubmissionsQuery) =>
  studioRequest<{ data: { submissions: OwnerSubmission[]; pagination: Pagination } }>(
    '/studio/submissions/owners',
    { query: { ...query }, defaultMessage: "Failed to load the owners' listings" },
  ).then((response) => response.data);

/** A page of owners' listings (50): pending first, oldest first, then the decided ones. */
export const useOwnerSubmissions = (query: OwnerSubmissionsQuery) =>
  useSWR(ownersKey(query), ([, , q]) => getOwnerSubmissions(q), {
    keepPreviousData: true,
    revalidateOnFocus: false,
  });

/** The projects a listing may join: those of its city, searched by a word of the name or builder. */
export const useProjectChoices = (search: string) =>
  useSWR(['studio', 'project-choices', search] as const, ([, , word]) =>
    studioRequest<{ data: { projects: StudioProject[] } }>('/studio/projects', {
      query: word ? { search: word } : {},
      defaultMessage: 'Failed to load the projects',
    }).then((response) => response.data.projects),
  );

const id = (value: string) => encodeURIComponent(value);

export const approveOwnerListing = (submissionId: string, projectId: string) =>
  studioRequest<{ data: { submission: OwnerSubmission; unit: StudioUnitRecord } }>(
    `/studio/submissions/owners/${id(submissionId)}/approve`,
    { method: 'POST', body: { project_id: projectId }, defaultMessage: 'Failed to approve the listing' },
  ).then((response) => response.data);

export const rejectOwnerListing = (submissionId: string, reason: string) =>
  studioRequest<{ data: { submission: OwnerSubmission; owner_told: boolean } }>(
    `/studio/submissions/owners/${id(submissionId)}/reject`,
    { method: 'POST', body: { reason }, defaultMessage: 'Failed to reject the listing' },
  ).then((response) => response.data);
