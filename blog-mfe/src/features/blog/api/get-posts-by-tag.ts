import useSWR from 'swr';
import { apiRequest } from '@villa/shared/api/client';
import type { BlogListResponse } from '@villa/shared/contracts/entities';
import { BLOG_CACHE_MS, BLOG_ERRORS, BLOG_PAGE_SIZE } from '../../../config/blog.ts';

export const getPostsByTag = (slug: string, page: number, limit = BLOG_PAGE_SIZE) =>
  apiRequest<BlogListResponse>(`/blog/posts/tag/${encodeURIComponent(slug)}`, {
    query: { page, limit },
    defaultMessage: BLOG_ERRORS.fetchPosts,
  });

export const postsByTagKey = (slug: string, page: number) => ['/blog/posts/tag', slug, page] as const;

/** Published posts with a tag; a 404 means there is no such tag. */
export const usePostsByTag = (slug: string, page: number) =>
  useSWR(postsByTagKey(slug, page), ([, s, p]) => getPostsByTag(s, p), {
    dedupingInterval: BLOG_CACHE_MS.postLists,
    keepPreviousData: true,
  });
