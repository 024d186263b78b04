import useSWR from 'swr';
import type { StudioPostsQuery, StudioPostsResponse } from '@villa/shared/contracts/entities';
import { studioRequest } from '../../../lib/studio-api.ts';

export const postsKey = (query: StudioPostsQuery) => ['studio', 'posts', query] as const;

export const getPosts = (query: StudioPostsQuery) =>
  studioRequest<StudioPostsResponse>('/studio/posts', {
    query: { ...query },
    defaultMessage: 'Failed to load the posts',
  }).then((response) => response.data);

/** A page of the posts in every state, by status and a word of the title or slug. */
export const usePosts = (query: StudioPostsQuery) =>
  useSWR(postsKey(query), ([, , q]) => getPosts(q), { keepPreviousData: true, revalidateOnFocus: false });
