import { describe, expect, it } from 'vitest';
import { isListingPath, showsSearch } from './search-paths.ts';

describe('showsSearch (spec 2.1)', () => {
  it.each([
    '/units',
    '/units/',
    '/unit/palm-meadows-villa-12/',
    '/unit/palm-meadows-villa-12',
    '/project/palm-meadows/',
    '/projects',
    '/projects/',
  ])('shows the search on %s', (pathname) => {
    expect(showsSearch(pathname)).toBe(true);
  });

  it.each(['/', '/blog', '/blog/units', '/unitsfoo', '/projector', '/about', '/profile/wishlist', '/Units'])(
    'hides it on %s',
    (pathname) => {
      expect(showsSearch(pathname)).toBe(false);
    },
  );
});

describe('isListingPath', () => {
  it.each(['/units', '/units/', '/projects', '/projects/'])('%s is a listing', (pathname) => {
    expect(isListingPath(pathname)).toBe(true);
  });

  it.each(['/unit/palm-meadows-villa-12/', '/project/palm-meadows/', '/units/x', '/unitsfoo', '/'])(
    '%s is not',
    (pathname) => {
      expect(isListingPath(pathname)).toBe(false);
    },
  );
});
