// The studio's blog (issue 26): one copy of its option lists and field rules for the API and the
// studio. Runtime-free: this folder imports nothing (eslint.config.js).

/** The comments list's filter: visible (on the post for readers) or hidden by the team. */
export const COMMENT_VISIBILITIES = ['visible', 'hidden'] as const;
export type CommentVisibility = (typeof COMMENT_VISIBILITIES)[number];

/** Comments per page of the studio's list. */
export const STUDIO_COMMENTS_PAGE_SIZE = 50;

/**
 * A post's state as the team sees it. Stored as published with a published_at still to come, a post
 * is scheduled: it appears to readers at that time, with nothing to run then.
 */
export const POST_STATES = ['draft', 'scheduled', 'published'] as const;
export type PostState = (typeof POST_STATES)[number];

/** A post's fields: lengths in characters. Its content is HTML from the editor, stored sanitised. */
export const POST_RULES = {
  titleMax: 200,
  excerptMax: 500,
  contentMax: 200_000,
  categoriesMax: 5,
  tagsMax: 20,
  tagNameMax: 40,
} as const;

/** Posts per page of the studio's list. */
export const STUDIO_POSTS_PAGE_SIZE = 50;

/** A private preview link of a draft or scheduled post works this many days. */
export const PREVIEW_LINK_DAYS = 7;
