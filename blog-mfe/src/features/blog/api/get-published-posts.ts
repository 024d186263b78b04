import useSWR from 'swr';
import { apiRequest } from '@villa/shared/api/client';
import type { BlogListResponse } from '@villa/shared/contracts/entities';
import { BLOG_CACHE_MS, BLOG_ERRORS, BLOG_PAGE_SIZE } from '../../../config/blog.ts';

export const getPublishedPosts = (page: number, limit = BLOG_PAGE_SIZE) =>
  apiRequest<BlogListResponse>('/blog/posts/published', {
    query: { page, limit },
    defaultMessage: BLOG_ERRORS.fetchPosts,
  });

export const publishedPostsKey = (page: number) => ['/blog/posts/published', page] as const;

/** One page of published posts, newest first; the previous page stays on screen while the next loads. */
export const usePublishedPosts = (page: number) =>
  useSWR(publishedPostsKey(page), ([, p]) => getPublishedPosts(p), {
    dedupingInterval: BLOG_CACHE_MS.postLists,
    keepPreviousData: true,
  });
