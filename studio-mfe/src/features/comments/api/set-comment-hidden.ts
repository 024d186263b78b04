import type { StudioComment } from '@villa/shared/contracts/entities';
import { studioRequest } from '../../../lib/studio-api.ts';

/** Hides a comment from readers (`POST /studio/comments/{id}/hide`) or shows it again (`/unhide`). */
export const setCommentHidden = (id: string, hidden: boolean) =>
  studioRequest<{ data: StudioComment }>(
    `/studio/comments/${encodeURIComponent(id)}/${hidden ? 'hide' : 'unhide'}`,
    {
      method: 'POST',
      defaultMessage: hidden ? 'Failed to hide the comment' : 'Failed to show the comment',
    },
  ).then((response) => response.data);
