/** Posts per page of the blog index and the tag and category pages (a 3 × 3 grid on desktop). */
export const BLOG_PAGE_SIZE = 9;
/** How many tags the 'Popular Tags' block asks for (the API's default, spec 7). */
export const POPULAR_TAGS_LIMIT = 20;
/** Posts listed under each sidebar tab (the spec's popular and recent defaults). */
export const SIDEBAR_POST_COUNT = 5;

const MINUTE = 60_000;
/** Blog cache times (spec 9: 2 to 30 minutes by resource). */
export const BLOG_CACHE_MS = {
  postLists: 2 * MINUTE,
  post: 5 * MINUTE,
  tags: 30 * MINUTE,
} as const;

/** Default messages when the server gives none (the spec's catalogue has no blog entries). */
export const BLOG_ERRORS = {
  fetchPosts: 'Failed to fetch blog posts',
  fetchPost: 'Failed to fetch blog post',
  fetchTags: 'Failed to fetch tags',
} as const;
