import useSWR from 'swr';
import { apiRequest } from '@villa/shared/api/client';
import type { BlogListResponse } from '@villa/shared/contracts/entities';
import { BLOG_CACHE_MS, BLOG_ERRORS, BLOG_PAGE_SIZE } from '../../../config/blog.ts';

export const getPostsByAuthor = (slug: string, page: number, limit = BLOG_PAGE_SIZE) =>
  apiRequest<BlogListResponse>(`/blog/posts/author/${encodeURIComponent(slug)}`, {
    query: { page, limit },
    defaultMessage: BLOG_ERRORS.fetchPosts,
  });

export const postsByAuthorKey = (slug: string, page: number) => ['/blog/posts/author', slug, page] as const;

/** Published posts of an author, newest first; a 404 means there is no such author. */
export const usePostsByAuthor = (slug: string, page: number) =>
  useSWR(postsByAuthorKey(slug, page), ([, s, p]) => getPostsByAuthor(s, p), {
    dedupingInterval: BLOG_CACHE_MS.postLists,
    keepPreviousData: true,
  });
