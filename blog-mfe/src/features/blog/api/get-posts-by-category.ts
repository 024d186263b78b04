import useSWR from 'swr';
import { apiRequest } from '@villa/shared/api/client';
import type { BlogListResponse } from '@villa/shared/contracts/entities';
import { BLOG_CACHE_MS, BLOG_ERRORS, BLOG_PAGE_SIZE } from '../../../config/blog.ts';

export const getPostsByCategory = (slug: string, page: number, limit = BLOG_PAGE_SIZE) =>
  apiRequest<BlogListResponse>(`/blog/posts/category/${encodeURIComponent(slug)}`, {
    query: { page, limit },
    defaultMessage: BLOG_ERRORS.fetchPosts,
  });

/** Published posts of a category; a 404 means there is no such category. */
export const usePostsByCategory = (slug: string, page: number) =>
  useSWR(['/blog/posts/category', slug, page], ([, s, p]) => getPostsByCategory(s, p), {
    dedupingInterval: BLOG_CACHE_MS.postLists,
    keepPreviousData: true,
  });
