import type { PostState } from '@villa/api/contract/blog-studio';
import type { StudioPostSummary } from '@villa/shared/contracts/entities';
import { indiaTime } from '../../../lib/india-time.ts';

/** How the studio names each state of the contract's list. */
export const STATE_NAMES: Record<PostState, string> = {
  draft: 'Draft',
  scheduled: 'Scheduled',
  published: 'Published',
};

/** 'Scheduled for 2026-12-01 09:00 IST', 'Published 2026-11-20 10:00 IST', 'Draft'. */
export function statusLine(post: Pick<StudioPostSummary, 'status' | 'published_at'>): string {
  if (post.status === 'draft' || !post.published_at) return STATE_NAMES[post.status];
  const when = `${indiaTime(post.published_at)} IST`;
  return post.status === 'scheduled' ? `Scheduled for ${when}` : `Published ${when}`;
}
