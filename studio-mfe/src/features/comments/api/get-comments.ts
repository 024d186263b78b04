import useSWR from 'swr';
import type { StudioCommentsQuery, StudioCommentsResponse } from '@villa/shared/contracts/entities';
import { studioRequest } from '../../../lib/studio-api.ts';

export const commentsKey = (query: StudioCommentsQuery) => ['studio', 'comments', query] as const;

export const getComments = (query: StudioCommentsQuery) =>
  studioRequest<StudioCommentsResponse>('/studio/comments', {
    query: { ...query },
    defaultMessage: 'Failed to load the comments',
  }).then((response) => response.data);

/** A page of the blog's comments, newest first, with each one's post and address count. */
export const useComments = (query: StudioCommentsQuery) =>
  useSWR(commentsKey(query), ([, , q]) => getComments(q), {
    keepPreviousData: true,
    revalidateOnFocus: false,
  });
