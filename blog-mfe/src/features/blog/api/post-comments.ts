import { useState } from 'react';
import useSWR from 'swr';
import type { Comment, CommentBody, CommentCreatedResponse, CommentsResponse } from '@villa/api/schemas';
import { apiRequest } from '@villa/shared/api/client';
import { BLOG_READER_ERRORS, COMMENTS_CACHE_MS, COMMENTS_PAGE_SIZE } from '../../../config/blog-reader.ts';

type CommentsPage = CommentsResponse['data'];

const postedKey = (postId: string) => `villa-commented:${postId}`;

/** Notes that this browser just commented on the post (sessionStorage: it survives a reload). */
function rememberPosted(postId: string): void {
  try {
    sessionStorage.setItem(postedKey(postId), String(Date.now()));
  } catch {
    // Blocked storage: a reload within 2 minutes may show the list from before the comment.
  }
}

/**
 * Whether the browser's copy of the list may predate this reader's comment: the list is cached 2
 * minutes, so for that long after commenting the list is asked for afresh.
 */
function postedRecently(postId: string): boolean {
  try {
    const at = Number(sessionStorage.getItem(postedKey(postId)));
    return at > 0 && Date.now() - at < COMMENTS_CACHE_MS;
  } catch {
    return false;
  }
}

/** One page of a post's comments, oldest first. */
export const getComments = (postId: string, page: number) =>
  apiRequest<CommentsResponse>(`/blog/posts/${encodeURIComponent(postId)}/comments`, {
    query: { page, limit: COMMENTS_PAGE_SIZE },
    // A request Cache-Control: no-cache makes the browser skip its cached copy (Chromium, Firefox).
    headers: postedRecently(postId) ? { 'Cache-Control': 'no-cache' } : undefined,
    defaultMessage: BLOG_READER_ERRORS.fetchComments,
  });

/** Posts a comment; the answer is the stored comment (the same one again for a double click). */
export const createComment = (body: CommentBody) =>
  apiRequest<CommentCreatedResponse>('/blog/comments', {
    method: 'POST',
    body,
    defaultMessage: BLOG_READER_ERRORS.postComment,
  });

export const commentsKey = (postId: string) => ['/blog/posts/comments', postId] as const;

export interface PostComments {
  comments: Comment[];
  /** Comments on the post: the server's count, plus the reader's own not in it yet. */
  total: number;
  isLoading: boolean;
  error: unknown;
  retry: () => void;
  hasMore: boolean;
  loadingMore: boolean;
  moreError: unknown;
  loadMore: () => void;
  /** Adds the reader's new comment at the end at once: the server's list is cached for 2 minutes. */
  addPosted: (comment: Comment) => void;
}

/** A post's comments: the first page from SWR, then the pages 'Show more' asks for, then the reader's own. */
export function usePostComments(postId: string): PostComments {
  const first = useSWR(commentsKey(postId), ([, id]) => getComments(id, 1), {
    dedupingInterval: COMMENTS_CACHE_MS,
    revalidateOnFocus: false,
  });
  const [later, setLater] = useState<CommentsPage[]>([]);
  const [posted, setPosted] = useState<Comment[]>([]);
  const [more, setMore] = useState<{ loading: boolean; error: unknown }>({ loading: false, error: null });

  const pages = first.data ? [first.data.data, ...later] : [];
  const last = pages.at(-1);
  const loaded = pages.flatMap((page) => page.comments);
  const ids = new Set(loaded.map((comment) => comment._id));
  const own = posted.filter((comment) => !ids.has(comment._id));

  async function loadMore() {
    if (!last || more.loading) return;
    setMore({ loading: true, error: null });
    try {
      const next = await getComments(postId, last.pagination.page + 1);
      setLater((pagesSoFar) => [...pagesSoFar, next.data]);
      setMore({ loading: false, error: null });
    } catch (error) {
      setMore({ loading: false, error });
    }
  }

  return {
    comments: [...loaded, ...own],
    total: (last?.pagination.total ?? 0) + own.length,
    isLoading: !first.data && !first.error,
    error: first.error,
    retry: () => void first.mutate(),
    hasMore: last ? last.pagination.page < last.pagination.totalPages : false,
    loadingMore: more.loading,
    moreError: more.error,
    loadMore: () => void loadMore(),
    addPosted: (comment) => {
      rememberPosted(postId);
      setPosted((sofar) => (sofar.some((c) => c._id === comment._id) ? sofar : [...sofar, comment]));
    },
  };
}
