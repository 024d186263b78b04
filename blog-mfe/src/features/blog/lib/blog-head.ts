// What the blog's pages put in their heads besides their own words: where each sits (its
// breadcrumb) and which address a page of a list is known by.
import { paths } from '@villa/shared/lib/paths';
import type { Crumb } from '@villa/shared/ui/page-head';

/** Home › Blog › …: the trail of a page of the blog, for its BreadcrumbList. */
export const blogCrumbs = (...below: Crumb[]): Crumb[] => [
  { name: 'Home', path: paths.home() },
  { name: 'Blog', path: paths.blog() },
  ...below,
];

/**
 * The address of a page of a list: its first page is the list's own address, a later one keeps its
 * `?page=` (each page lists other posts, so each is its own canonical).
 */
export const pagedPath = (path: string, page: number): string => (page > 1 ? `${path}?page=${page}` : path);

/** 'Buying guides: posts, page 2': pages after the first are told apart in tabs and results. */
export const pagedTitle = (title: string, page: number): string =>
  page > 1 ? `${title}, page ${page}` : title;

/** '1 post', '12 posts'. */
export const postCount = (count: number): string => (count === 1 ? '1 post' : `${count} posts`);
