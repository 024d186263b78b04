import useSWR from 'swr';
import { apiRequest } from '@villa/shared/api/client';
import type { BlogListResponse } from '@villa/shared/contracts/entities';
import { BLOG_CACHE_MS, BLOG_ERRORS, SIDEBAR_POST_COUNT } from '../../../config/blog.ts';

export const getPopularPosts = (limit = SIDEBAR_POST_COUNT) =>
  apiRequest<BlogListResponse>('/blog/posts/popular', {
    query: { limit },
    defaultMessage: BLOG_ERRORS.fetchPosts,
  });

export const popularPostsKey = (limit = SIDEBAR_POST_COUNT) => ['/blog/posts/popular', limit] as const;

/** The most read and liked posts of the last 30 days (the sidebar's Popular Posts tab). */
export const usePopularPosts = () =>
  useSWR(popularPostsKey(), ([, limit]) => getPopularPosts(limit), {
    dedupingInterval: BLOG_CACHE_MS.popular,
  });
