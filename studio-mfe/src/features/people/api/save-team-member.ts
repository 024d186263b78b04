import type { SalesMember, SalesMemberBody, SalesMemberPatch } from '@villa/shared/contracts/entities';
import { studioRequest } from '../../../lib/studio-api.ts';

/** Adds a person to the sales team (`POST /studio/people/team`). */
export const addTeamMember = (body: SalesMemberBody) =>
  studioRequest<{ data: SalesMember }>('/studio/people/team', {
    method: 'POST',
    body,
    defaultMessage: 'Failed to add the person',
  }).then((response) => response.data);

/** Changes a sales-team member's details (`PATCH /studio/people/team/{id}`). */
export const editTeamMember = (id: string, body: SalesMemberPatch) =>
  studioRequest<{ data: SalesMember }>(`/studio/people/team/${encodeURIComponent(id)}`, {
    method: 'PATCH',
    body,
    defaultMessage: 'Failed to save the person',
  }).then((response) => response.data);

/** Takes a person off the sales team (`DELETE /studio/people/team/{id}`). */
export const removeTeamMember = (id: string) =>
  studioRequest<{ data: SalesMember }>(`/studio/people/team/${encodeURIComponent(id)}`, {
    method: 'DELETE',
    defaultMessage: 'Failed to remove the person',
  }).then((response) => response.data);
