// A listing's life as the team runs it (migration 0018, docs/decisions/retired-listings.md): one copy
// of the states and of the moves between them, for the API and the studio. Runtime-free: this folder
// imports nothing (eslint.config.js).

/** draft: never public (404); published; withdrawn: taken down, may return (410); archived: for good (410). */
export const LISTING_STATUSES = ['draft', 'published', 'withdrawn', 'archived'] as const;
export type ListingStatus = (typeof LISTING_STATUSES)[number];

/**
 * Where each state may go. A listing once public never becomes a draft again: its address must keep
 * answering 410, not 404. Archived is for good.
 */
export const LISTING_STATUS_MOVES: Record<ListingStatus, readonly ListingStatus[]> = {
  draft: ['published', 'archived'],
  published: ['withdrawn', 'archived'],
  withdrawn: ['published', 'archived'],
  archived: [],
};
