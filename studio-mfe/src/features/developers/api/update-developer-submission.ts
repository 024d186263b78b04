import type { DeveloperSubmission, DeveloperSubmissionPatch } from '@villa/shared/contracts/entities';
import { studioRequest } from '../../../lib/studio-api.ts';

/** Changes a submission's status, notes or owner (`PATCH /studio/submissions/developers/{id}`). */
export const updateDeveloperSubmission = (id: string, body: DeveloperSubmissionPatch) =>
  studioRequest<{ data: DeveloperSubmission }>(`/studio/submissions/developers/${encodeURIComponent(id)}`, {
    method: 'PATCH',
    body,
    defaultMessage: 'Failed to save the submission',
  }).then((response) => response.data);
