import useSWR from 'swr';
import { apiRequest } from '@villa/shared/api/client';
import type { BlogListResponse } from '@villa/shared/contracts/entities';
import { BLOG_CACHE_MS, BLOG_ERRORS, BLOG_PAGE_SIZE, BLOG_SEARCH_MIN_LENGTH } from '../../../config/blog.ts';

/** Whether a (trimmed) term is long enough for the API's search (spec 5: more than 2 characters). */
export const isSearchable = (term: string): boolean => term.length >= BLOG_SEARCH_MIN_LENGTH;

/** Published posts matching `term` in title, excerpt or body, best match first. */
export const searchPosts = (term: string, page: number, limit = BLOG_PAGE_SIZE) =>
  apiRequest<BlogListResponse>('/blog/posts/search', {
    query: { search: term, page, limit },
    defaultMessage: BLOG_ERRORS.searchPosts,
  });

export const searchPostsKey = (term: string, page: number) => ['/blog/posts/search', term, page] as const;

/** One page of search results; no request at all for a term shorter than 3 characters. */
export const useSearchPosts = (term: string, page: number) =>
  useSWR(isSearchable(term) ? searchPostsKey(term, page) : null, ([, t, p]) => searchPosts(t, p), {
    dedupingInterval: BLOG_CACHE_MS.search,
    keepPreviousData: true,
  });
