import useSWR from 'swr';
import { apiRequest } from '@villa/shared/api/client';
import type { TagsResponse } from '@villa/shared/contracts/entities';
import { BLOG_CACHE_MS, BLOG_ERRORS } from '../../../config/blog.ts';

/** Every tag on a published post, by name (GET /blog/tags/active). */
export const getActiveTags = () =>
  apiRequest<TagsResponse>('/blog/tags/active', { defaultMessage: BLOG_ERRORS.fetchTags });

export const activeTagsKey = () => '/blog/tags/active';

export const useActiveTags = () =>
  useSWR(activeTagsKey(), () => getActiveTags(), { dedupingInterval: BLOG_CACHE_MS.tags });
