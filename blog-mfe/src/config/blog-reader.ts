// The post page's reader side: likes, views and comments (issue 13). Apart from config/blog.ts so
// that the index and list pages, which share that module, do not download these.
const MINUTE = 60_000;

/** Where the browser keeps the anonymous reader's id, sent as X-Visitor-Id (docs/blog.md). */
export const VISITOR_ID_STORAGE_KEY = 'villa-visitor-id';
export const VISITOR_ID_HEADER = 'X-Visitor-Id';
/** The API's VISITOR_ID_PATTERN (a value of @villa/api/schemas, whose runtime code the app must not import). */
export const VISITOR_ID_PATTERN = /^[A-Za-z0-9_-]{16,64}$/;

/** Comments per page of a post's list (the API's default). */
export const COMMENTS_PAGE_SIZE = 20;
/** A post's comment list is cached 2 minutes (docs/blog.md). */
export const COMMENTS_CACHE_MS = 2 * MINUTE;

export const BLOG_READER_ERRORS = {
  fetchLike: 'Failed to fetch likes',
  like: 'Your like could not be saved. Please try again.',
  view: 'Failed to record the view',
  fetchComments: 'Failed to fetch comments',
  postComment: 'Failed to post your comment. Please try again.',
} as const;
