// One buyer's record (`GET /studio/leads/:id`) and what a manager does with it: the stage, a note,
// the next follow-up, a call or a site visit, and (admins) the manager.
import useSWR from 'swr';
import type {
  LeadBookingPayload,
  LeadDetail,
  LeadDetailResponse,
  LeadStageChange,
  RelationshipManagerRow,
} from '@villa/shared/contracts/entities';
import { studioRequest } from '../../../lib/studio-api.ts';

/** The record as the page reads it: an erased one with `erased_at` and `erasure_ref` (its receipt). */
export type LeadRecord = LeadDetail;

const leadUrl = (id: string) => `/studio/leads/${encodeURIComponent(id)}`;

export const leadKey = (id: string) => ['studio', 'lead', id] as const;

export const getLead = (id: string) =>
  studioRequest<LeadDetailResponse>(leadUrl(id), { defaultMessage: 'Failed to load the lead' }).then(
    (response) => response.data,
  );

export const useLead = (id: string) =>
  useSWR(leadKey(id), ([, , leadId]) => getLead(leadId), {
    revalidateOnFocus: false,
    shouldRetryOnError: false,
  });

export const changeStage = (id: string, body: LeadStageChange) =>
  studioRequest<unknown>(`${leadUrl(id)}/stage`, {
    method: 'POST',
    body,
    defaultMessage: 'Failed to change the stage',
  });

export const addNote = (id: string, text: string) =>
  studioRequest<unknown>(`${leadUrl(id)}/notes`, {
    method: 'POST',
    body: { text },
    defaultMessage: 'Failed to add the note',
  });

export const setFollowUp = (id: string, at: string | null) =>
  studioRequest<unknown>(`${leadUrl(id)}/follow-up`, {
    method: 'PUT',
    body: { next_follow_up_at: at },
    defaultMessage: 'Failed to save the follow-up',
  });

export const bookSlot = (id: string, body: LeadBookingPayload) =>
  studioRequest<unknown>(`${leadUrl(id)}/bookings`, {
    method: 'POST',
    body,
    defaultMessage: 'Failed to book it',
  });

export const cancelBooking = (id: string, bookingId: string) =>
  studioRequest<unknown>(`${leadUrl(id)}/bookings/${encodeURIComponent(bookingId)}`, {
    method: 'DELETE',
    defaultMessage: 'Failed to cancel the booking',
  });

export const reassignLead = (id: string, managerId: string) =>
  studioRequest<unknown>(`${leadUrl(id)}/manager`, {
    method: 'PUT',
    body: { manager_id: managerId },
    defaultMessage: 'Failed to reassign the lead',
  });

/** The relationship managers (`GET /studio/sales-managers`): reassignment and the calendar's picker. */
export const useManagers = (enabled: boolean) =>
  useSWR(
    enabled ? (['studio', 'sales-managers'] as const) : null,
    () =>
      studioRequest<{ data: RelationshipManagerRow[] }>('/studio/sales-managers', {
        defaultMessage: 'Failed to load the relationship managers',
      }).then((response) => response.data),
    { revalidateOnFocus: false, shouldRetryOnError: false },
  );

/** Marks a relationship manager away (the round-robin skips them) or back: themself, or an admin. */
export const setAway = (managerId: string, away: boolean) =>
  studioRequest<{ data: RelationshipManagerRow }>(
    `/studio/sales-managers/${encodeURIComponent(managerId)}/away`,
    { method: 'PUT', body: { away }, defaultMessage: 'Failed to change whether you are away' },
  ).then((response) => response.data);
