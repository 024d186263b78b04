import { describe, expect, it } from 'vitest';
import { parseRemotesManifest } from './remotes-registry.ts';

const base = 'https://villas.example.in/units?city=Hosur';

describe('parseRemotesManifest', () => {
  it('resolves relative manifest URLs against the page', () => {
    const manifest = parseRemotesManifest(
      {
        listings: '/mfe/listings/mf-manifest.json',
        detail: 'https://cdn.example.in/detail/v2/mf-manifest.json',
        enquiry: '/mfe/enquiry/mf-manifest.json',
        blog: '/mfe/blog/mf-manifest.json',
      },
      base,
    );
    expect(manifest.listings).toBe('https://villas.example.in/mfe/listings/mf-manifest.json');
    expect(manifest.detail).toBe('https://cdn.example.in/detail/v2/mf-manifest.json');
  });

  it('names the remote that has no URL', () => {
    expect(() =>
      parseRemotesManifest({ listings: '/a.json', detail: '/b.json', enquiry: '/c.json' }, base),
    ).toThrow('remotes.json has no URL for: blog');
  });

  it('rejects a file that is not an object', () => {
    expect(() => parseRemotesManifest(null, base)).toThrow('remotes.json must be an object');
  });
});
