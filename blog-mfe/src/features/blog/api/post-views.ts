import { useEffect, useRef } from 'react';
import type { ViewResponse } from '@villa/api/schemas';
import { apiRequest } from '@villa/shared/api/client';
import { BLOG_READER_ERRORS, VISITOR_ID_HEADER } from '../../../config/blog-reader.ts';
import { useVisitorId } from '../hooks/use-visitor-id.ts';

/** Counts a view of the post (the server counts one per reader a day). */
export const recordView = (postId: string, visitorId: string) =>
  apiRequest<ViewResponse>(`/blog/posts/${encodeURIComponent(postId)}/view`, {
    method: 'POST',
    headers: { [VISITOR_ID_HEADER]: visitorId },
    defaultMessage: BLOG_READER_ERRORS.view,
  });

/** Sends the view once per post shown, from the browser only (the visitor id is null on the server). */
export function usePostView(postId: string): void {
  const visitorId = useVisitorId();
  // A ref, not state: React's strict mode runs the effect twice on one component.
  const sentFor = useRef<string | null>(null);
  useEffect(() => {
    if (!visitorId || sentFor.current === postId) return;
    sentFor.current = postId;
    // Fire and forget: a view that fails to count is not the reader's concern.
    recordView(postId, visitorId).catch(() => undefined);
  }, [postId, visitorId]);
}
