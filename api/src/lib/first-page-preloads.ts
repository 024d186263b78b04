// The API call a page makes first, known from its URL alone: the server announces it in a Link
// preload header with the HTML, so the request runs while the JavaScript downloads instead of after
// the remote has run (a round trip or more on a phone). Which page an address shows is read from the
// site's page list (contract/pages.ts, the one the shell's router is built from); what each page asks
// first is declared below, beside the name of the file whose call it is. URLs are built exactly as the
// front end's API client builds them (apiUrl in shared/src/api/client.ts), or the browser would not
// reuse the response: e2e/tests/first-request-preloads.test.ts loads every page and checks it did.
import { DEFAULT_CITY } from '../contract/cities.ts';
import { COMPARE_PARAM, slugsToCompare } from '../contract/compare.ts';
import { BLOG_PAGE_SIZE, LISTING_PAGE_SIZE } from '../contract/page-sizes.ts';
import { matchRemotePage, type RemotePageModule } from '../contract/pages.ts';

const API_BASE_PATH = '/api/v1';

export type FirstPage =
  /** A unit's or a project's page: the server also looks up its hero image, or where it went. */
  | { kind: 'unit' | 'project'; slug: string; api: string }
  /** Any other remote page that asks for something first. */
  | { kind: 'page'; module: RemotePageModule; api: string };

/** What a page's address gives its first call: the route's :slug ('' if none) and the query. */
interface PageAddress {
  slug: string;
  search: URLSearchParams;
}

/** A page's first call (an API URL), or null when this address makes none worth announcing. */
type FirstCall = (page: PageAddress) => string | null;

/** An API URL as the client writes it: the query's entries in order, undefined ones left out. */
function apiUrl(path: string, query: Record<string, string | number | undefined> = {}): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined) params.append(key, String(value));
  }
  const search = params.toString();
  return `${API_BASE_PATH}${path}${search ? `?${search}` : ''}`;
}

const segment = (slug: string) => encodeURIComponent(slug);

/** The listing's city: the URL's `city`, else the default (cityFromQuery, @villa/shared/state/city). */
const cityOf = (search: URLSearchParams) => search.get('city')?.trim() || DEFAULT_CITY;

/** A list's page: the URL's `page`, 1 when absent or invalid (pageFromQuery, blog-mfe use-page-param.ts). */
function pageOf(search: URLSearchParams): number {
  const page = Number(search.get('page'));
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

const blogList = (path: string, search: URLSearchParams) =>
  apiUrl(path, { page: pageOf(search), limit: BLOG_PAGE_SIZE });

/**
 * What each remote page asks the API for first, as its own code asks (the file named above it), or
 * null for a page that asks nothing a preload could fetch. Every page of REMOTE_PAGES has its entry:
 * a page added to the list does not compile until it says what it asks first.
 */
const FIRST_CALLS: Record<RemotePageModule, FirstCall | null> = {
  // listings-mfe features/listing/api/get-units.ts: the URL's city, unfiltered (a saved filter or a
  // searched place applies after hydration, with a call of its own).
  'listings/UnitsPage': ({ search }) =>
    apiUrl('/projects/units', { page: 1, limit: LISTING_PAGE_SIZE, city: cityOf(search) }),
  // Asked for with the buyer's token, which a preload does not send.
  'listings/WishlistPage': null,
  // detail-mfe features/unit/api/get-unit.ts
  'detail/UnitDetailPage': ({ slug }) => apiUrl(`/projects/units/slug/${segment(slug)}`),
  // detail-mfe lib/get-project.ts
  'detail/ProjectDetailPage': ({ slug }) => apiUrl(`/projects/slug/${segment(slug)}`),
  // detail-mfe features/compare/api/get-compared-units.ts: none for an address that names no villa.
  'detail/ComparePage': ({ search }) => {
    const slugs = slugsToCompare(search.get(COMPARE_PARAM));
    return slugs.length === 0
      ? null
      : apiUrl('/projects/units/compare', { [COMPARE_PARAM]: slugs.join(',') });
  },
  // enquiry-mfe features/experts/api/get-team.ts
  'enquiry/ExpertPage': () => apiUrl('/team'),
  // Forms: they call the API when sent.
  'enquiry/DeveloperPage': null,
  'enquiry/ListYourVillaPage': null,
  // blog-mfe features/blog/api/get-published-posts.ts. With `?search=` the page may search instead
  // (search-posts.ts, by the term rules of its search box): nothing is announced.
  'blog/BlogIndexPage': ({ search }) =>
    search.has('search') ? null : blogList('/blog/posts/published', search),
  // blog-mfe features/blog/api/get-posts-by-tag.ts
  'blog/BlogTagPage': ({ slug, search }) => blogList(`/blog/posts/tag/${segment(slug)}`, search),
  // blog-mfe features/blog/api/get-posts-by-category.ts
  'blog/BlogCategoryPage': ({ slug, search }) =>
    blogList(`/blog/categories/${segment(slug)}/with-posts`, search),
  // blog-mfe features/blog/api/get-author.ts: the page's heading (its posts are asked for alongside).
  'blog/BlogAuthorPage': ({ slug }) => apiUrl(`/blog/authors/${segment(slug)}`),
  // blog-mfe features/blog/api/get-categories.ts: the top-level categories, the first of its lists.
  'blog/BlogTopicsPage': () => apiUrl('/blog/categories/root'),
  // blog-mfe features/blog/api/get-post.ts
  'blog/BlogPostPage': ({ slug }) => apiUrl(`/blog/posts/slug/${segment(slug)}`),
};

/** The first API request of the page at `pathname?search`, or null for pages without one. */
export function firstPageRequest(pathname: string, search: URLSearchParams): FirstPage | null {
  const page = matchRemotePage(pathname);
  if (page === null) return null;
  const api = FIRST_CALLS[page.module]?.({ slug: page.slug, search }) ?? null;
  if (api === null) return null;
  if (page.module === 'detail/UnitDetailPage') return { kind: 'unit', slug: page.slug, api };
  if (page.module === 'detail/ProjectDetailPage') return { kind: 'project', slug: page.slug, api };
  return { kind: 'page', module: page.module, api };
}

/** The page's largest picture; `media` when it is one of several, each for some widths. */
export interface HeroImage {
  url: string;
  media?: string;
}

/** A Link header value: the page's data (as fetch() asks for it) and its hero images, if known. */
export function preloadLinkHeader(request: FirstPage, heroImages: readonly HeroImage[]): string {
  // `crossorigin` (anonymous): fetch() requests are CORS-mode, and a preload only matches its kind.
  const links = [`<${request.api}>; rel=preload; as=fetch; crossorigin`];
  for (const { url, media } of heroImages) {
    // An image on another origin is left to the page; a media query can't hold a quote.
    if (!url.startsWith('/') || media?.includes('"')) continue;
    links.push(`<${url}>; rel=preload; as=image; fetchpriority=high${media ? `; media="${media}"` : ''}`);
  }
  return links.join(', ');
}
