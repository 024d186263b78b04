import useSWR from 'swr';
import { apiRequest } from '@villa/shared/api/client';
import type { BlogListResponse } from '@villa/shared/contracts/entities';
import { BLOG_CACHE_MS, BLOG_ERRORS, SIDEBAR_POST_COUNT } from '../../../config/blog.ts';

export const getRecentPosts = (limit = SIDEBAR_POST_COUNT) =>
  apiRequest<BlogListResponse>('/blog/posts/recent', {
    query: { limit },
    defaultMessage: BLOG_ERRORS.fetchPosts,
  });

export const recentPostsKey = (limit = SIDEBAR_POST_COUNT) => ['/blog/posts/recent', limit] as const;

/** The newest posts (the sidebar's Recent Posts tab). */
export const useRecentPosts = () =>
  useSWR(recentPostsKey(), ([, limit]) => getRecentPosts(limit), { dedupingInterval: BLOG_CACHE_MS.recent });
