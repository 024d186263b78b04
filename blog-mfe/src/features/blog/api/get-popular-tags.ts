import useSWR from 'swr';
import { apiRequest } from '@villa/shared/api/client';
import type { TagsResponse } from '@villa/shared/contracts/entities';
import { BLOG_CACHE_MS, BLOG_ERRORS, POPULAR_TAGS_LIMIT } from '../../../config/blog.ts';

export const getPopularTags = (limit = POPULAR_TAGS_LIMIT) =>
  apiRequest<TagsResponse>('/blog/tags/popular', { query: { limit }, defaultMessage: BLOG_ERRORS.fetchTags });

export const usePopularTags = () =>
  useSWR(['/blog/tags/popular', POPULAR_TAGS_LIMIT], ([, limit]) => getPopularTags(limit), {
    dedupingInterval: BLOG_CACHE_MS.tags,
  });
