import useSWR from 'swr';
import type { LikeBody, LikeResponse } from '@villa/api/schemas';
import { apiRequest } from '@villa/shared/api/client';
import { BLOG_READER_ERRORS, VISITOR_ID_HEADER } from '../../../config/blog-reader.ts';

const likePath = (postId: string) => `/blog/posts/${encodeURIComponent(postId)}/like`;

/** This reader's like of a post and its live count. Logged in, the bearer token wins over the id. */
export const getLikeState = (postId: string, visitorId: string) =>
  apiRequest<LikeResponse>(likePath(postId), {
    headers: { [VISITOR_ID_HEADER]: visitorId },
    defaultMessage: BLOG_READER_ERRORS.fetchLike,
  });

/** Sets the like to the state the reader sees next (not a toggle: a repeat ends in the same state). */
export const setLike = (postId: string, liked: boolean, visitorId: string) =>
  apiRequest<LikeResponse>(likePath(postId), {
    method: 'POST',
    body: { liked } satisfies LikeBody,
    headers: { [VISITOR_ID_HEADER]: visitorId },
    defaultMessage: BLOG_READER_ERRORS.like,
  });

/** `reader` tells readers apart in the cache: the user's id when logged in, else the visitor id. */
export const likeStateKey = (postId: string, visitorId: string, reader: string) =>
  ['/blog/posts/like', postId, visitorId, reader] as const;

/** The reader's like state; null until the browser knows the reader (never on the server). */
export const useLikeState = (postId: string, visitorId: string | null, reader: string | null) =>
  useSWR(
    visitorId && reader ? likeStateKey(postId, visitorId, reader) : null,
    ([, id, visitor]) => getLikeState(id, visitor),
    // Per reader and never cached by the server: read once per page, not on every focus.
    { revalidateOnFocus: false, shouldRetryOnError: false },
  );
