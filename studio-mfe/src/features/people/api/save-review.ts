import type { Review, ReviewBody, ReviewPatch } from '@villa/shared/contracts/entities';
import { studioRequest } from '../../../lib/studio-api.ts';

/** Adds a customer review (`POST /studio/people/reviews`). */
export const addReview = (body: ReviewBody) =>
  studioRequest<{ data: Review }>('/studio/people/reviews', {
    method: 'POST',
    body,
    defaultMessage: 'Failed to add the review',
  }).then((response) => response.data);

/** Corrects a review (`PATCH /studio/people/reviews/{id}`). */
export const editReview = (id: string, body: ReviewPatch) =>
  studioRequest<{ data: Review }>(`/studio/people/reviews/${encodeURIComponent(id)}`, {
    method: 'PATCH',
    body,
    defaultMessage: 'Failed to save the review',
  }).then((response) => response.data);

/** Removes a review (`DELETE /studio/people/reviews/{id}`). */
export const removeReview = (id: string) =>
  studioRequest<{ data: Review }>(`/studio/people/reviews/${encodeURIComponent(id)}`, {
    method: 'DELETE',
    defaultMessage: 'Failed to remove the review',
  }).then((response) => response.data);
