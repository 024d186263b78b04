import useSWR from 'swr';
import type { SubmissionOwner } from '@villa/shared/contracts/entities';
import { studioRequest } from '../../../lib/studio-api.ts';

const getOwners = () =>
  studioRequest<{ data: SubmissionOwner[] }>('/studio/submissions/developers/owners', {
    defaultMessage: 'Failed to load the staff',
  }).then((response) => response.data);

/** Who may own a submission: everyone on the staff, by name; asked once a submission is open. */
export const useOwners = (enabled: boolean) =>
  useSWR(enabled ? ['studio', 'submission-owners'] : null, getOwners, { revalidateOnFocus: false });
