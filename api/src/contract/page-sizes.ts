// How many items a page asks the API for at once, one copy for the apps that ask and the server,
// which announces a page's first request with its HTML (lib/first-page-preloads.ts): a preload is
// used only when the page asks for exactly that URL. Runtime-free: this folder imports nothing.

/** The listing's page of units and projects (spec 9), also the API's maximum. */
export const LISTING_PAGE_SIZE = 100;

/** Posts per page of the blog index and the tag, category and author pages (a 3 × 3 grid on desktop). */
export const BLOG_PAGE_SIZE = 9;
