import type { StaffMemberResponse } from '@villa/shared/contracts/entities';
import { studioRequest } from '../../../lib/studio-api.ts';

/** Takes a person off the staff; their sessions end. */
export const removeStaff = (id: string) =>
  studioRequest<StaffMemberResponse>(`/studio/staff/${encodeURIComponent(id)}`, {
    method: 'DELETE',
    defaultMessage: 'Failed to remove the person',
  }).then((response) => response.data);
