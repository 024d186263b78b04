import { useRef, useState } from 'react';
import { useAuth } from '@villa/shared/state/auth';
import { BLOG_READER_ERRORS } from '../../../config/blog-reader.ts';
import { setLike, useLikeState } from '../api/post-likes.ts';
import { useVisitorId } from './use-visitor-id.ts';

export interface PostLike {
  liked: boolean;
  count: number;
  /** The reader's state has been read (or could not be): the button may be used. */
  ready: boolean;
  pending: boolean;
  /** Why the last like did not stick; null when it did. */
  failure: string | null;
  toggle: () => void;
}

/**
 * The like of one post (one per reader): the reader's state is read on load, a click shows the new
 * state at once and sends it, the server's answer is the truth, and a failure puts back the state
 * from before with a message. Clicks while one is being sent are ignored.
 */
export function usePostLike(post: { _id: string; like_count: number }): PostLike {
  const visitorId = useVisitorId();
  const { user } = useAuth();
  const { data, error, mutate } = useLikeState(post._id, visitorId, user?._id ?? visitorId);
  const [optimistic, setOptimistic] = useState<{ liked: boolean; count: number } | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const sending = useRef(false);

  // Until the reader's state arrives (or fails to), the post's own count stands in.
  const known = data ? { liked: data.data.liked, count: data.data.like_count } : null;
  const shown = optimistic ?? known ?? { liked: false, count: post.like_count };
  const ready = visitorId !== null && (data !== undefined || error !== undefined);

  async function send() {
    if (!visitorId || !ready || sending.current) return;
    sending.current = true;
    const next = !shown.liked;
    setOptimistic({ liked: next, count: Math.max(0, shown.count + (next ? 1 : -1)) });
    setFailure(null);
    try {
      const answer = await setLike(post._id, next, visitorId);
      await mutate(answer, { revalidate: false });
    } catch {
      setFailure(BLOG_READER_ERRORS.like);
    } finally {
      setOptimistic(null);
      sending.current = false;
    }
  }

  return {
    liked: shown.liked,
    count: shown.count,
    ready,
    pending: optimistic !== null,
    failure,
    toggle: () => void send(),
  };
}
