import useSWR from 'swr';
import { apiRequest } from '@villa/shared/api/client';
import type { AuthorProfileResponse } from '@villa/shared/contracts/entities';
import { BLOG_CACHE_MS, BLOG_ERRORS } from '../../../config/blog.ts';

export const getAuthor = (slug: string) =>
  apiRequest<AuthorProfileResponse>(`/blog/authors/${encodeURIComponent(slug)}`, {
    defaultMessage: BLOG_ERRORS.fetchAuthor,
  });

export const authorKey = (slug: string) => ['/blog/authors', slug] as const;

/** An author's name, bio and number of posts; a 404 ('Author not found') means there is no such author. */
export const useAuthor = (slug: string) =>
  useSWR(slug ? authorKey(slug) : null, ([, s]) => getAuthor(s), { dedupingInterval: BLOG_CACHE_MS.author });
