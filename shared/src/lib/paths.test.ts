import { describe, expect, it } from 'vitest';
import { paths } from './paths.ts';

describe('paths', () => {
  it('builds the static routes of spec 2.1', () => {
    expect({
      home: paths.home(),
      blog: paths.blog(),
      wishlist: paths.wishlist(),
      account: paths.account(),
      about: paths.about(),
      expert: paths.expert(),
      developers: paths.developers(),
      terms: paths.terms(),
      privacy: paths.privacy(),
      contact: paths.contact(),
    }).toEqual({
      home: '/',
      blog: '/blog',
      wishlist: '/profile/wishlist',
      account: '/profile/account',
      about: '/about',
      expert: '/connect-with-expert',
      developers: '/for-developers',
      terms: '/terms-and-conditions',
      privacy: '/privacy-policy',
      contact: '/contact',
    });
  });

  it('keeps the current query string on listing, unit and project links', () => {
    expect(paths.units()).toBe('/units');
    expect(paths.units('?city=Mysore&search=Gokulam')).toBe('/units?city=Mysore&search=Gokulam');
    expect(paths.unit('palm-grove-v12', '?city=Bengaluru')).toBe('/unit/palm-grove-v12/?city=Bengaluru');
    expect(paths.unit('palm-grove-v12', 'city=Bengaluru')).toBe('/unit/palm-grove-v12/?city=Bengaluru');
    expect(paths.project('palm-grove', new URLSearchParams({ city: 'Hosur', filters: 'f1' }))).toBe(
      '/project/palm-grove/?city=Hosur&filters=f1',
    );
    expect(paths.unit('palm-grove-v12', '')).toBe('/unit/palm-grove-v12/');
    expect(paths.project('palm-grove', '?')).toBe('/project/palm-grove/');
  });

  it('encodes slugs', () => {
    expect(paths.unit('a/b?c')).toBe('/unit/a%2Fb%3Fc/');
    expect(paths.blogPost('villa vs flat')).toBe('/blog/villa%20vs%20flat');
    expect(paths.blogTag('ready-to-move')).toBe('/blog/tag/ready-to-move');
    expect(paths.blogCategory('buying#guide')).toBe('/blog/category/buying%23guide');
  });
});
