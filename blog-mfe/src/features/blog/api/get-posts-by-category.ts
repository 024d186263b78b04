import useSWR from 'swr';
import type { CategoryWithPostsResponse } from '@villa/api/schemas';
import { apiRequest } from '@villa/shared/api/client';
import { BLOG_CACHE_MS, BLOG_ERRORS, BLOG_PAGE_SIZE } from '../../../config/blog.ts';

/** A category and a page of its published posts (GET /blog/categories/{id}/with-posts, by slug). */
export const getCategoryWithPosts = (slug: string, page: number, limit = BLOG_PAGE_SIZE) =>
  apiRequest<CategoryWithPostsResponse>(`/blog/categories/${encodeURIComponent(slug)}/with-posts`, {
    query: { page, limit },
    defaultMessage: BLOG_ERRORS.fetchPosts,
  });

export const categoryWithPostsKey = (slug: string, page: number) =>
  ['/blog/categories/with-posts', slug, page] as const;

/** A category with a page of its posts; a 404 means there is no such category. */
export const usePostsByCategory = (slug: string, page: number) =>
  useSWR(categoryWithPostsKey(slug, page), ([, s, p]) => getCategoryWithPosts(s, p), {
    dedupingInterval: BLOG_CACHE_MS.postLists,
    keepPreviousData: true,
  });
