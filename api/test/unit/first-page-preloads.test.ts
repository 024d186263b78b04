import { describe, expect, it } from 'vitest';
import { firstPageRequest, preloadLinkHeader } from '../../src/lib/first-page-preloads.ts';

const request = (url: string) => {
  const { pathname, searchParams } = new URL(url, 'http://x');
  return firstPageRequest(pathname, searchParams);
};

describe('firstPageRequest', () => {
  it('names the listing call of /units as the client makes it, for the URL city or Bengaluru', () => {
    expect(request('/units')?.api).toBe('/api/v1/projects/units?page=1&limit=100&city=Bengaluru');
    expect(request('/units?city=Navi+Mumbai')?.api).toBe(
      '/api/v1/projects/units?page=1&limit=100&city=Navi+Mumbai',
    );
  });

  it('names the detail calls with the slug encoded once', () => {
    expect(request('/unit/palm-villa-3bhk/')).toEqual({
      kind: 'unit',
      slug: 'palm-villa-3bhk',
      api: '/api/v1/projects/units/slug/palm-villa-3bhk',
    });
    expect(request('/project/mango%20orchard/')?.api).toBe('/api/v1/projects/slug/mango%20orchard');
  });

  it('names the blog calls, page included', () => {
    expect(request('/blog')?.api).toBe('/api/v1/blog/posts/published?page=1&limit=9');
    expect(request('/blog?page=3')?.api).toBe('/api/v1/blog/posts/published?page=3&limit=9');
    expect(request('/blog?page=-2')?.api).toBe('/api/v1/blog/posts/published?page=1&limit=9');
    expect(request('/blog/villa-vs-apartment')?.api).toBe('/api/v1/blog/posts/slug/villa-vs-apartment');
  });

  it('has nothing for pages without a first call, or a broken slug', () => {
    for (const url of ['/', '/about', '/blog/tag/x/y', '/unit/%E0%A4%A/', '/profile/wishlist']) {
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
