import useSWR from 'swr';
import type { CategoriesResponse, CategoriesWithCountResponse } from '@villa/api/schemas';
import { apiRequest } from '@villa/shared/api/client';
import { BLOG_CACHE_MS } from '../../../config/blog.ts';

export const CATEGORIES_ERROR = 'Failed to fetch categories';

const termsOptions = { dedupingInterval: BLOG_CACHE_MS.terms };

/** The categories that have published posts, with how many (GET /blog/categories/with-posts). */
export const getCategoriesWithPosts = () =>
  apiRequest<CategoriesWithCountResponse>('/blog/categories/with-posts', {
    defaultMessage: CATEGORIES_ERROR,
  });

export const categoriesWithPostsKey = () => '/blog/categories/with-posts';

export const useCategoriesWithPosts = () =>
  useSWR(categoriesWithPostsKey(), () => getCategoriesWithPosts(), termsOptions);

/** The top-level categories, in the team's order (GET /blog/categories/root). */
export const getRootCategories = () =>
  apiRequest<CategoriesResponse>('/blog/categories/root', { defaultMessage: CATEGORIES_ERROR });

export const rootCategoriesKey = () => '/blog/categories/root';

export const useRootCategories = () => useSWR(rootCategoriesKey(), () => getRootCategories(), termsOptions);

/** Every active category, top-level or not, with its parent_id (GET /blog/categories/active). */
export const getActiveCategories = () =>
  apiRequest<CategoriesResponse>('/blog/categories/active', { defaultMessage: CATEGORIES_ERROR });

export const activeCategoriesKey = () => '/blog/categories/active';

export const useActiveCategories = () =>
  useSWR(activeCategoriesKey(), () => getActiveCategories(), termsOptions);
