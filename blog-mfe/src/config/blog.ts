import { BLOG_PAGE_SIZE } from '@villa/api/contract/page-sizes';

/** Posts per page of the blog's lists: one copy with the server's, which preloads a page's first list. */
export { BLOG_PAGE_SIZE };

/** How many tags the 'Popular Tags' block asks for (the API's default, spec 7). */
export const POPULAR_TAGS_LIMIT = 20;
/** Posts listed under each sidebar tab (the spec's popular and recent defaults). */
export const SIDEBAR_POST_COUNT = 5;
/** Posts in the index's featured row (the spec's featured default). */
export const FEATURED_POST_COUNT = 2;

/** Blog search runs from 3 characters (spec 5: more than 2), once typing pauses. */
export const BLOG_SEARCH_MIN_LENGTH = 3;
export const BLOG_SEARCH_MAX_LENGTH = 100;
export const BLOG_SEARCH_DEBOUNCE_MS = 400;

const MINUTE = 60_000;
/**
 * Blog cache times (spec 9: 2 to 30 minutes by resource): how long SWR dedupes a call, in line with
 * the server's Cache-Control for it (api/src/routes/blog/cache.ts, docs/blog.md).
 */
export const BLOG_CACHE_MS = {
  postLists: 2 * MINUTE,
  post: 5 * MINUTE,
  tags: 30 * MINUTE,
  featured: 10 * MINUTE,
  popular: 15 * MINUTE,
  recent: 5 * MINUTE,
  search: 5 * MINUTE,
  /** Categories and tags lists (active, root, with-posts). */
  terms: 30 * MINUTE,
  author: 30 * MINUTE,
} as const;

/** Default messages when the server gives none (the spec's catalogue has no blog entries). */
export const BLOG_ERRORS = {
  fetchPosts: 'Failed to fetch blog posts',
  fetchPost: 'Failed to fetch blog post',
  fetchTags: 'Failed to fetch tags',
  searchPosts: 'Failed to search blog posts',
  fetchAuthor: 'Failed to fetch author',
} as const;

/** The query parameter of a private preview link (/blog/{slug}?preview=<token>): the studio makes them. */
export const PREVIEW_PARAM = 'preview';
