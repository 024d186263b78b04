import useSWR from 'swr';
import { apiRequest } from '@villa/shared/api/client';
import type { BlogPostResponse } from '@villa/shared/contracts/entities';
import { BLOG_CACHE_MS, BLOG_ERRORS } from '../../../config/blog.ts';

export const getPost = (slug: string) =>
  apiRequest<BlogPostResponse>(`/blog/posts/slug/${encodeURIComponent(slug)}`, {
    defaultMessage: BLOG_ERRORS.fetchPost,
  });

export const postKey = (slug: string) => ['/blog/posts/slug', slug] as const;

/** One post with its content; a 404 ('Post not found') means there is no such post. */
export const usePost = (slug: string) =>
  useSWR(slug ? postKey(slug) : null, ([, s]) => getPost(s), {
    dedupingInterval: BLOG_CACHE_MS.post,
  });
