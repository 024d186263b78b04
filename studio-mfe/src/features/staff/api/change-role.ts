import type { StaffMemberResponse, StaffRoleBody } from '@villa/shared/contracts/entities';
import { studioRequest } from '../../../lib/studio-api.ts';

/** Changes a person's role (the last admin stays an admin: the API says so). */
export const changeRole = (id: string, body: StaffRoleBody) =>
  studioRequest<StaffMemberResponse>(`/studio/staff/${encodeURIComponent(id)}`, {
    method: 'PATCH',
    body,
    defaultMessage: 'Failed to change the role',
  }).then((response) => response.data);
