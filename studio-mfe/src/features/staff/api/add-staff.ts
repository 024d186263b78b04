import type { AddStaffBody, StaffMemberResponse } from '@villa/shared/contracts/entities';
import { studioRequest } from '../../../lib/studio-api.ts';

/** Adds a person with a role; they sign in with a code sent to that phone. */
export const addStaff = (body: AddStaffBody) =>
  studioRequest<StaffMemberResponse>('/studio/staff', {
    method: 'POST',
    body,
    defaultMessage: 'Failed to add the person',
  }).then((response) => response.data);
