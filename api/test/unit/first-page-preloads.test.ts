import { describe, expect, it } from 'vitest';
import { REMOTE_PAGES, type RemotePageModule } from '../../src/contract/pages.ts';
import { STUDIO_PAGES } from '../../src/contract/studio-pages.ts';
import { firstPageRequest, preloadLinkHeader } from '../../src/lib/first-page-preloads.ts';

const request = (url: string) => {
  const { pathname, searchParams } = new URL(url, 'http://x');
  return firstPageRequest(pathname, searchParams);
};

/**
 * What each remote page asks the API for first, at its route with the slug 'a-slug', as the page's
 * own code asks (see first-page-preloads.ts); null for a page whose first call a preload can't make.
 */
const FIRST_CALL_OF: Record<RemotePageModule, string | null> = {
  'listings/UnitsPage': '/api/v1/projects/units?page=1&limit=100&city=Bengaluru',
  'listings/WishlistPage': null,
  'detail/UnitDetailPage': '/api/v1/projects/units/slug/a-slug',
  'detail/ProjectDetailPage': '/api/v1/projects/slug/a-slug',
  // At /compare with no villas named, it asks for nothing (the address's test is below).
  'detail/ComparePage': null,
  'enquiry/ExpertPage': '/api/v1/team',
  'enquiry/DeveloperPage': null,
  'enquiry/ListYourVillaPage': null,
  'blog/BlogIndexPage': '/api/v1/blog/posts/published?page=1&limit=9',
  'blog/BlogTagPage': '/api/v1/blog/posts/tag/a-slug?page=1&limit=9',
  'blog/BlogCategoryPage': '/api/v1/blog/categories/a-slug/with-posts?page=1&limit=9',
  'blog/BlogAuthorPage': '/api/v1/blog/authors/a-slug',
  'blog/BlogTopicsPage': '/api/v1/blog/categories/root',
  'blog/BlogPostPage': '/api/v1/blog/posts/slug/a-slug',
};

describe('firstPageRequest', () => {
  it.each(REMOTE_PAGES.map((page) => [page.module, page.pattern.replace(':slug', 'a-slug')] as const))(
    "announces what %s asks for first, at its route (%s), and nothing for a page that can't be preloaded",
    (module, path) => {
      expect(request(path)?.api ?? null).toBe(FIRST_CALL_OF[module]);
      expect(request(`${path}/`)?.api ?? null, 'with a trailing slash').toBe(FIRST_CALL_OF[module]);
    },
  );

  it.each(STUDIO_PAGES.map((page) => page.pattern.replace(':slug', 'a-slug')))(
    'announces nothing for the studio page at %s: it asks with the staff token, which a preload does not send',
    (path) => expect(request(path)).toBeNull(),
  );

  it('reads /blog/topics as the topics page, not as a post called "topics"', () => {
    expect(request('/blog/topics')).toEqual({
      kind: 'page',
      module: 'blog/BlogTopicsPage',
      api: '/api/v1/blog/categories/root',
    });
    // A post is still a post.
    expect(request('/blog/topic')?.api).toBe('/api/v1/blog/posts/slug/topic');
  });

  it('names the listing call of /units as the client makes it, for the URL city or Bengaluru', () => {
    expect(request('/units?city=Navi+Mumbai')?.api).toBe(
      '/api/v1/projects/units?page=1&limit=100&city=Navi+Mumbai',
    );
    expect(request('/units?city=%20')?.api).toBe('/api/v1/projects/units?page=1&limit=100&city=Bengaluru');
    // A saved filter's id or a searched place apply after hydration: the first call is the city's.
    expect(request('/units?city=Mysore&filters=6745a1c0a1b2c3d4e5f6aaaa&search=Gokulam')?.api).toBe(
      '/api/v1/projects/units?page=1&limit=100&city=Mysore',
    );
  });

  it('names the villas of a comparison as the compare page asks for them: repeats once, at most four', () => {
    expect(request('/compare?units=palm-12,mango-4')?.api).toBe(
      '/api/v1/projects/units/compare?units=palm-12%2Cmango-4',
    );
    expect(request('/compare?units=a,b,a,,c,d,e')?.api).toBe(
      '/api/v1/projects/units/compare?units=a%2Cb%2Cc%2Cd',
    );
    expect(request('/compare?units=%20,')).toBeNull();
  });

  it('names the detail calls with the slug encoded once, for the hero image lookup', () => {
    expect(request('/unit/palm-villa-3bhk/')).toEqual({
      kind: 'unit',
      slug: 'palm-villa-3bhk',
      api: '/api/v1/projects/units/slug/palm-villa-3bhk',
    });
    expect(request('/project/mango%20orchard/')).toEqual({
      kind: 'project',
      slug: 'mango orchard',
      api: '/api/v1/projects/slug/mango%20orchard',
    });
  });

  it("names the page of a blog list that the URL asks for, and nothing for the index's search", () => {
    expect(request('/blog?page=3')?.api).toBe('/api/v1/blog/posts/published?page=3&limit=9');
    expect(request('/blog?page=-2')?.api).toBe('/api/v1/blog/posts/published?page=1&limit=9');
    expect(request('/blog?page=2.5')?.api).toBe('/api/v1/blog/posts/published?page=1&limit=9');
    expect(request('/blog/tag/gated%20communities?page=2')?.api).toBe(
      '/api/v1/blog/posts/tag/gated%20communities?page=2&limit=9',
    );
    expect(request('/blog/category/guides?page=4')?.api).toBe(
      '/api/v1/blog/categories/guides/with-posts?page=4&limit=9',
    );
    expect(request('/blog?search=villa')).toBeNull();
  });

  it("has nothing for the shell's own pages, unknown paths or a broken slug", () => {
    for (const url of ['/', '/about', '/profile/account', '/blog/tag/x/y', '/unit/%E0%A4%A/', '/unit']) {
      expect(request(url), url).toBeNull();
    }
  });
});

describe('preloadLinkHeader', () => {
  it('preloads the data as fetch() asks for it and the hero image with high priority', () => {
    const unit = request('/unit/a/')!;
    expect(preloadLinkHeader(unit, [{ url: '/api/v1/media/villa/1.svg' }])).toBe(
      '</api/v1/projects/units/slug/a>; rel=preload; as=fetch; crossorigin, ' +
        '</api/v1/media/villa/1.svg>; rel=preload; as=image; fetchpriority=high',
    );
    // An image on another origin is left to the page.
    expect(preloadLinkHeader(unit, [{ url: 'https://cdn.example/x.jpg' }])).not.toContain('cdn.example');
  });

  it('preloads each of a responsive pair of pictures only for its widths', () => {
    const project = request('/project/p/')!;
    const header = preloadLinkHeader(project, [
      { url: '/m.svg', media: '(max-width: 599.98px)' },
      { url: '/d.svg', media: '(min-width: 600px)' },
    ]);
    expect(header.split(', ').slice(1)).toEqual([
      '</m.svg>; rel=preload; as=image; fetchpriority=high; media="(max-width: 599.98px)"',
      '</d.svg>; rel=preload; as=image; fetchpriority=high; media="(min-width: 600px)"',
    ]);
  });
});
