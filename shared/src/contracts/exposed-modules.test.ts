import { describe, expect, it } from 'vitest';
import type { ComponentType } from 'react';
import {
  isRemotesManifest,
  remotesManifestProblem,
  type RemoteModuleExports,
  type RemoteModules,
} from './exposed-modules.ts';

describe('remotes.json check', () => {
  const manifest = {
    listings: '/remotes/listings/mf-manifest.json',
    detail: '/remotes/detail/mf-manifest.json',
    enquiry: 'https://cdn.example.com/enquiry/mf-manifest.json',
    blog: '/remotes/blog/mf-manifest.json',
  };

  it('accepts a URL for every remote', () => {
    expect(remotesManifestProblem(manifest)).toBeNull();
    expect(isRemotesManifest(manifest)).toBe(true);
  });

  it('names the remotes that have no URL', () => {
    expect(remotesManifestProblem({ listings: manifest.listings, detail: '' })).toBe(
      'remotes.json has no URL for: detail, enquiry, blog',
    );
    expect(remotesManifestProblem([])).toMatch(/must be an object/);
    expect(isRemotesManifest(null)).toBe(false);
  });

  it('types each exposed module by its props', () => {
    const detail: RemoteModules['detail/UnitDetailPage'] = { slug: 'villa-12' };
    const units: RemoteModules['listings/UnitsPage'] = {};
    // @ts-expect-error a slug page needs its slug
    const missing: RemoteModules['blog/BlogPostPage'] = {};
    // @ts-expect-error the units page takes no props
    const extra: RemoteModules['listings/UnitsPage'] = { slug: 'x' };
    // @ts-expect-error not an exposed module
    const unknown: RemoteModules['listings/HomePage'] = {};
    const page: RemoteModuleExports<'detail/ProjectDetailPage'> = {
      default: (({ slug }) => slug) as ComponentType<{ slug: string }>,
    };
    expect([detail, units, missing, extra, unknown, page.default]).toHaveLength(6);
  });
});
