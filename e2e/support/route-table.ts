// Every route of the spec's route table (section 2.1) with a real slug from the running API, so the
// budget test and the benchmark cover the same pages and follow the seed rather than hard-coding it.
interface Named {
  slug: string;
}
interface Listing {
  data: { units: Named[]; projects: Named[] };
}
interface Posts {
  data: { posts: { slug: string; tags: Named[]; categories: Named[]; author: Named }[] };
}

async function get<T>(baseUrl: string, path: string): Promise<T> {
  const response = await fetch(`${baseUrl}/api/v1${path}`);
  if (!response.ok) throw new Error(`GET ${path} answered ${response.status}`);
  return (await response.json()) as T;
}

/** The route table's patterns, in the spec's order; `resolveRoutes` fills in real slugs. */
export const SPEC_ROUTES = [
  '/',
  '/units',
  '/unit/{slug}/',
  '/project/{slug}/',
  '/blog',
  '/blog/{slug}',
  '/blog/tag/{slug}',
  '/blog/category/{slug}',
  '/blog/author/{slug}',
  '/blog/topics',
  '/connect-with-expert',
  '/for-developers',
  '/list-your-villa',
  '/about',
  '/profile/account',
  '/profile/wishlist',
  '/terms-and-conditions',
  '/privacy-policy',
  '/contact',
  '/{unknown} (not found)',
] as const;

export type SpecRoute = (typeof SPEC_ROUTES)[number];

export async function resolveRoutes(baseUrl: string): Promise<Record<SpecRoute, string>> {
  const listing = await get<Listing>(baseUrl, '/projects/units?page=1&limit=1&city=Bengaluru');
  const posts = await get<Posts>(baseUrl, '/blog/posts/published?page=1&limit=9');
  const post = posts.data.posts.find((p) => p.tags.length > 0 && p.categories.length > 0)!;
  return {
    '/': '/',
    '/units': '/units',
    '/unit/{slug}/': `/unit/${listing.data.units[0]!.slug}/`,
    '/project/{slug}/': `/project/${listing.data.projects[0]!.slug}/`,
    '/blog': '/blog',
    '/blog/{slug}': `/blog/${post.slug}`,
    '/blog/tag/{slug}': `/blog/tag/${post.tags[0]!.slug}`,
    '/blog/category/{slug}': `/blog/category/${post.categories[0]!.slug}`,
    '/blog/author/{slug}': `/blog/author/${post.author.slug}`,
    '/blog/topics': '/blog/topics',
    '/connect-with-expert': '/connect-with-expert',
    '/for-developers': '/for-developers',
    '/list-your-villa': '/list-your-villa',
    '/about': '/about',
    '/profile/account': '/profile/account',
    '/profile/wishlist': '/profile/wishlist',
    '/terms-and-conditions': '/terms-and-conditions',
    '/privacy-policy': '/privacy-policy',
    '/contact': '/contact',
    '/{unknown} (not found)': '/no-such-page',
  };
}
