import useSWR from 'swr';
import type {
  DeveloperSubmissionsQuery,
  DeveloperSubmissionsResponse,
} from '@villa/shared/contracts/entities';
import { studioRequest } from '../../../lib/studio-api.ts';

export const developerSubmissionsKey = (query: DeveloperSubmissionsQuery) =>
  ['studio', 'developer-submissions', query] as const;

export const getDeveloperSubmissions = (query: DeveloperSubmissionsQuery) =>
  studioRequest<DeveloperSubmissionsResponse>('/studio/submissions/developers', {
    query: { ...query },
    defaultMessage: "Failed to load the developers' submissions",
  }).then((response) => response.data);

/** A page of the /for-developers submissions, newest first, by status. */
export const useDeveloperSubmissions = (query: DeveloperSubmissionsQuery) =>
  useSWR(developerSubmissionsKey(query), ([, , q]) => getDeveloperSubmissions(q), {
    keepPreviousData: true,
    revalidateOnFocus: false,
  });
