// The API call a page makes first, known from its URL alone: the server announces it in a Link
// preload header with the HTML, so the request runs while the JavaScript downloads instead of after
// the remote has run (a round trip or more on a phone). URLs are built exactly as the front end's
// API client builds them (shared/src/api/client.ts), or the browser would not reuse the response.
import { DEFAULT_CITY } from '../contract/cities.ts';

const API = '/api/v1';
/** Page sizes of the first requests (listings-mfe get-units.ts, blog-mfe config/blog.ts). */
const LISTING_PAGE_SIZE = 100;
const BLOG_PAGE_SIZE = 9;

export type FirstPage =
  | { kind: 'units'; api: string }
  | { kind: 'unit'; api: string; slug: string }
  | { kind: 'project'; api: string; slug: string }
  | { kind: 'blog-index'; api: string }
  | { kind: 'blog-post'; api: string };

const query = (entries: Record<string, string | number>) =>
  new URLSearchParams(Object.entries(entries).map(([key, value]) => [key, String(value)])).toString();

function slugOf(segment: string | undefined): string | null {
  if (!segment) return null;
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

/** The first API request of the page at `pathname?search`, or null for pages without one. */
export function firstPageRequest(pathname: string, search: URLSearchParams): FirstPage | null {
  const parts = pathname.split('/').filter(Boolean);
  const [first, second] = parts;
  if (parts.length === 1 && first === 'units') {
    const city = search.get('city')?.trim() || DEFAULT_CITY;
    return {
      kind: 'units',
      api: `${API}/projects/units?${query({ page: 1, limit: LISTING_PAGE_SIZE, city })}`,
    };
  }
  if (parts.length === 2 && (first === 'unit' || first === 'project')) {
    const slug = slugOf(second);
    if (!slug) return null;
    return first === 'unit'
      ? { kind: 'unit', slug, api: `${API}/projects/units/slug/${encodeURIComponent(slug)}` }
      : { kind: 'project', slug, api: `${API}/projects/slug/${encodeURIComponent(slug)}` };
  }
  if (parts.length === 1 && first === 'blog') {
    const page = Number(search.get('page') ?? '1');
    const safePage = Number.isInteger(page) && page >= 1 ? page : 1;
    return {
      kind: 'blog-index',
      api: `${API}/blog/posts/published?${query({ page: safePage, limit: BLOG_PAGE_SIZE })}`,
    };
  }
  if (parts.length === 2 && first === 'blog') {
    const slug = slugOf(second);
    if (!slug) return null;
    return { kind: 'blog-post', api: `${API}/blog/posts/slug/${encodeURIComponent(slug)}` };
  }
  return null;
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
