import useSWR from 'swr';
import type { CategoriesWithCountResponse } from '@villa/api/schemas';
import { apiRequest } from '@villa/shared/api/client';
import { BLOG_CACHE_MS } from '../../../config/blog.ts';

export const CATEGORIES_ERROR = 'Failed to fetch categories';

/** The categories that have published posts, with how many (GET /blog/categories/with-posts). */
export const getCategoriesWithPosts = () =>
  apiRequest<CategoriesWithCountResponse>('/blog/categories/with-posts', {
    defaultMessage: CATEGORIES_ERROR,
  });

export const useCategoriesWithPosts = () =>
  useSWR('/blog/categories/with-posts', () => getCategoriesWithPosts(), {
    dedupingInterval: BLOG_CACHE_MS.terms,
  });
