// The site's routes and the remote pages at them, one copy for the browser and the server: the
// shell's router, links and first-page prefetch read them through @villa/shared (paths.ts, and
// exposed-modules.ts, where the compiler checks each page against its module's props), and the server
// reads them to know which page an address shows (lib/first-page-preloads.ts). Adding a page:
// docs/registry.md. The studio's pages are apart, in studio-pages.ts: the shell's entry chunk, which
// every buyer page downloads, holds this module, and no studio page. Runtime-free: this folder imports nothing (eslint.config.js).

/** Every route of the site (spec 2.1) as a react-router pattern: `:slug` is one segment. */
export const routePatterns = {
  home: '/',
  units: '/units',
  unit: '/unit/:slug',
  project: '/project/:slug',
  compare: '/compare',
  blog: '/blog',
  blogPost: '/blog/:slug',
  blogTag: '/blog/tag/:slug',
  blogCategory: '/blog/category/:slug',
  blogAuthor: '/blog/author/:slug',
  blogTopics: '/blog/topics',
  wishlist: '/profile/wishlist',
  account: '/profile/account',
  about: '/about',
  expert: '/connect-with-expert',
  developers: '/for-developers',
  listYourVilla: '/list-your-villa',
  terms: '/terms-and-conditions',
  privacy: '/privacy-policy',
  contact: '/contact',
} as const;

/**
 * Every remote page: its module (`remote/ExposedName`), its route, what shows while its code
 * downloads ('Loading…' when absent), and `slug: true` when it takes the route's :slug as its `slug`
 * prop. An address shows the first page whose route it matches. What an entry leaves out, every
 * page's first load does not download (the shell's entry chunk holds this list).
 */
export const REMOTE_PAGES = [
  { module: 'listings/UnitsPage', pattern: routePatterns.units, loading: 'Loading villas…' },
  {
    module: 'listings/WishlistPage',
    pattern: routePatterns.wishlist,
    loading: 'Loading your wishlist…',
  },
  { module: 'detail/UnitDetailPage', pattern: routePatterns.unit, loading: 'Loading villa…', slug: true },
  {
    module: 'detail/ProjectDetailPage',
    pattern: routePatterns.project,
    loading: 'Loading project…',
    slug: true,
  },
  { module: 'detail/ComparePage', pattern: routePatterns.compare },
  { module: 'enquiry/ExpertPage', pattern: routePatterns.expert },
  { module: 'enquiry/DeveloperPage', pattern: routePatterns.developers },
  {
    module: 'enquiry/ListYourVillaPage',
    pattern: routePatterns.listYourVilla,
  },
  { module: 'blog/BlogIndexPage', pattern: routePatterns.blog, loading: 'Loading the blog…' },
  { module: 'blog/BlogTagPage', pattern: routePatterns.blogTag, loading: 'Loading posts…', slug: true },
  {
    module: 'blog/BlogCategoryPage',
    pattern: routePatterns.blogCategory,
    loading: 'Loading posts…',
    slug: true,
  },
  { module: 'blog/BlogAuthorPage', pattern: routePatterns.blogAuthor, loading: 'Loading posts…', slug: true },
  // Before the post page: /blog/topics would otherwise match /blog/:slug.
  {
    module: 'blog/BlogTopicsPage',
    pattern: routePatterns.blogTopics,
    loading: 'Loading topics…',
  },
  { module: 'blog/BlogPostPage', pattern: routePatterns.blogPost, loading: 'Loading post…', slug: true },
] as const;

/** A remote page's module id, e.g. 'listings/UnitsPage'. */
export type RemotePageModule = (typeof REMOTE_PAGES)[number]['module'];

const segments = (path: string) => path.split('/').filter(Boolean);

/**
 * The remote page a path shows and its `:slug` ('' if it has none), or null for the shell's own
 * pages and unknown paths. It matches as the router does (`:slug` is one segment, decoded; a trailing
 * slash does not count), taking the pages in order; a segment that does not decode matches nothing.
 */
export function matchRemotePage(pathname: string): { module: RemotePageModule; slug: string } | null {
  const parts = segments(pathname);
  for (const { pattern, module } of REMOTE_PAGES) {
    const wanted = segments(pattern);
    if (wanted.length !== parts.length) continue;
    let slug = '';
    const matches = wanted.every((part, i) => {
      let segment: string;
      try {
        segment = decodeURIComponent(parts[i] ?? '');
      } catch {
        return false;
      }
      if (part === ':slug') slug = segment;
      return part.startsWith(':') || part === segment;
    });
    if (matches) return { module, slug };
  }
  return null;
}
