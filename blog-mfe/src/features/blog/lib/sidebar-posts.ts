import type { BlogPostSummary } from '@villa/shared/contracts/entities';

export type SidebarTab = 'popular' | 'recent';

/** The most liked posts first (ties: the newer first). */
export function popularPosts(posts: readonly BlogPostSummary[], count: number): BlogPostSummary[] {
  return [...posts]
    .sort((a, b) => b.like_count - a.like_count || Date.parse(b.published_at) - Date.parse(a.published_at))
    .slice(0, count);
}

/** The newest posts first. */
export function recentPosts(posts: readonly BlogPostSummary[], count: number): BlogPostSummary[] {
  return [...posts].sort((a, b) => Date.parse(b.published_at) - Date.parse(a.published_at)).slice(0, count);
}
