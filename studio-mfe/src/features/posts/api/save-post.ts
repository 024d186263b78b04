import type { StudioPost, StudioPostBody, StudioPostPatch } from '@villa/shared/contracts/entities';
import { studioRequest } from '../../../lib/studio-api.ts';

/** Creates a post (`POST /studio/posts`); its content is stored sanitised. */
export const createPost = (body: StudioPostBody) =>
  studioRequest<{ data: StudioPost }>('/studio/posts', {
    method: 'POST',
    body,
    defaultMessage: 'Failed to create the post',
  }).then((response) => response.data);

/** Saves a post's changes (`PATCH /studio/posts/{id}`). */
export const updatePost = (id: string, body: StudioPostPatch) =>
  studioRequest<{ data: StudioPost }>(`/studio/posts/${encodeURIComponent(id)}`, {
    method: 'PATCH',
    body,
    defaultMessage: 'Failed to save the post',
  }).then((response) => response.data);
