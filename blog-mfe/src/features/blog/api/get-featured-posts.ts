import useSWR from 'swr';
import { apiRequest } from '@villa/shared/api/client';
import type { BlogListResponse } from '@villa/shared/contracts/entities';
import { BLOG_CACHE_MS, BLOG_ERRORS, FEATURED_POST_COUNT } from '../../../config/blog.ts';

export const getFeaturedPosts = (limit = FEATURED_POST_COUNT) =>
  apiRequest<BlogListResponse>('/blog/posts/featured', {
    query: { limit },
    defaultMessage: BLOG_ERRORS.fetchPosts,
  });

export const featuredPostsKey = (limit = FEATURED_POST_COUNT) => ['/blog/posts/featured', limit] as const;

/** The posts the team marks as featured (the index’s featured row). */
export const useFeaturedPosts = (enabled = true) =>
  useSWR(enabled ? featuredPostsKey() : null, ([, limit]) => getFeaturedPosts(limit), {
    dedupingInterval: BLOG_CACHE_MS.featured,
  });
