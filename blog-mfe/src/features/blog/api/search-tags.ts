import useSWR from 'swr';
import type { TagsResponse } from '@villa/api/schemas';
import { apiRequest } from '@villa/shared/api/client';
import { BLOG_CACHE_MS, BLOG_ERRORS } from '../../../config/blog.ts';

/** Spec 5: a tag search needs more than 1 character. */
export const TAG_SEARCH_MIN_LENGTH = 2;

export const isTagSearchable = (term: string) => term.trim().length >= TAG_SEARCH_MIN_LENGTH;

export const searchTags = (term: string) =>
  apiRequest<TagsResponse>('/blog/tags/search', {
    query: { search: term.trim() },
    defaultMessage: BLOG_ERRORS.fetchTags,
  });

/** The tags whose names match `term`; nothing is asked for below 2 characters. */
export const useTagSearch = (term: string) =>
  useSWR(
    isTagSearchable(term) ? ['/blog/tags/search', term.trim().toLowerCase()] : null,
    ([, search]) => searchTags(search),
    { dedupingInterval: BLOG_CACHE_MS.terms, keepPreviousData: true },
  );
