import useSWR from 'swr';
import { apiRequest } from '@villa/shared/api/client';
import type { BlogPostResponse } from '@villa/shared/contracts/entities';
import { BLOG_ERRORS } from '../../../config/blog.ts';

/** A post by a private preview link's token (the studio's "Copy preview link"), in any state. */
export const getPreviewPost = (token: string) =>
  apiRequest<BlogPostResponse>(`/blog/preview/${encodeURIComponent(token)}`, {
    defaultMessage: BLOG_ERRORS.fetchPost,
  });

export const previewKey = (token: string) => ['/blog/preview', token] as const;

/** The post a preview link opens; a 404 means the link is not valid or has expired. */
export const usePreviewPost = (token: string) =>
  useSWR(previewKey(token), ([, t]) => getPreviewPost(t), { revalidateOnFocus: false });
