// Bundled into each app that reads it (tooling/webpack BUNDLED_SHARED_MODULES), not shared.

/**
 * The key of a page's first screen (its `loadFirstScreen` data) that names the HTTP status the
 * server answers with, when the page has data to show but the address is not a plain 200: 410 for a
 * listing taken down, whose page shows what the API said about it.
 */
export const PAGE_STATUS_KEY = 'page:status';
