import useSWR from 'swr';
import type { BlogOptionsResponse } from '@villa/shared/contracts/entities';
import { studioRequest } from '../../../lib/studio-api.ts';

const getBlogOptions = () =>
  studioRequest<BlogOptionsResponse>('/studio/blog/options', {
    defaultMessage: 'Failed to load the authors, categories and tags',
  }).then((response) => response.data);

/** What a post's form chooses from: every author, category and tag (`GET /studio/blog/options`). */
export const useBlogOptions = () =>
  useSWR(['studio', 'blog-options'], getBlogOptions, { revalidateOnFocus: false });
