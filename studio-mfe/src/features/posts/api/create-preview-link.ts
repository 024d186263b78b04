import type { PreviewLinkResponse } from '@villa/shared/contracts/entities';
import { studioRequest } from '../../../lib/studio-api.ts';

/** A private link to a draft or scheduled post (`POST /studio/posts/{id}/preview-link`). */
export const createPreviewLink = (id: string) =>
  studioRequest<PreviewLinkResponse>(`/studio/posts/${encodeURIComponent(id)}/preview-link`, {
    method: 'POST',
    defaultMessage: 'Failed to make a preview link',
  }).then((response) => response.data);
