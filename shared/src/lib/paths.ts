import { routePatterns } from '@villa/api/contract/pages';

/** A query string as `location.search` gives it ('?city=Mysore'), without '?', or as params. */
export type SearchInput = string | URLSearchParams | null | undefined;

function withSearch(path: string, search: SearchInput): string {
  const query = (typeof search === 'string' ? search : (search?.toString() ?? '')).replace(/^\?/, '');
  return query ? `${path}?${query}` : path;
}

const segment = (slug: string) => encodeURIComponent(slug);

/** Every in-app link is built here (spec 2.1). Unit and project links keep the current query string. */
export const paths = {
  home: () => '/',
  units: (search?: SearchInput) => withSearch('/units', search),
  unit: (slug: string, search?: SearchInput) => withSearch(`/unit/${segment(slug)}/`, search),
  project: (slug: string, search?: SearchInput) => withSearch(`/project/${segment(slug)}/`, search),
  blog: () => '/blog',
  blogPost: (slug: string) => `/blog/${segment(slug)}`,
  blogTag: (slug: string) => `/blog/tag/${segment(slug)}`,
  blogCategory: (slug: string) => `/blog/category/${segment(slug)}`,
  blogAuthor: (slug: string) => `/blog/author/${segment(slug)}`,
  /** Every category and tag; `#tags` opens at the tags. */
  blogTopics: (section?: 'tags') => (section ? `/blog/topics#${section}` : '/blog/topics'),
  wishlist: () => '/profile/wishlist',
  account: () => '/profile/account',
  about: () => '/about',
  expert: () => '/connect-with-expert',
  developers: () => '/for-developers',
  listYourVilla: () => '/list-your-villa',
  terms: () => '/terms-and-conditions',
  privacy: () => '/privacy-policy',
  contact: () => '/contact',
} as const;

/**
 * The same routes as react-router patterns, for the shell's route table: one copy with the server's,
 * which reads them to know which page an address shows (the API's contract).
 */
export { routePatterns };

/**
 * Router state a link from the listing carries to a unit or project page, so that page's way back
 * to the listing goes back in history (spec 2.4): the list returns as it was, pages loaded and
 * scrolled, instead of loading again from the top.
 */
export const FROM_LISTING = { fromListing: true } as const;

/** Whether the page was opened from the listing (FROM_LISTING in its router state). */
export const cameFromListing = (state: unknown): boolean =>
  typeof state === 'object' && state !== null && (state as { fromListing?: unknown }).fromListing === true;
