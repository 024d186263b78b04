import useSWR from 'swr';
import type { StudioPost } from '@villa/shared/contracts/entities';
import { studioRequest } from '../../../lib/studio-api.ts';

export const postKey = (id: string) => ['studio', 'post', id] as const;

export const getPost = (id: string) =>
  studioRequest<{ data: StudioPost }>(`/studio/posts/${encodeURIComponent(id)}`, {
    defaultMessage: 'Failed to load the post',
  }).then((response) => response.data);

/** One post with its content, to edit; nothing is fetched for a new one (`id` null). */
export const usePost = (id: string | null) =>
  useSWR(id ? postKey(id) : null, ([, , postId]) => getPost(postId), { revalidateOnFocus: false });
