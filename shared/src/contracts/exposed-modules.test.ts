import { describe, expect, it } from 'vitest';
import type { ComponentType } from 'react';
import { routePatterns } from '../lib/paths.ts';
import {
  isRemotesManifest,
  REMOTE_NAMES,
  REMOTE_PAGES,
  remoteLabel,
  remotesManifestProblem,
  type RemoteModuleExports,
  type RemoteModules,
  type RemotePage,
  type RemotePageId,
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

describe('the registry of remotes and their pages', () => {
  it('names each remote once and labels it for people', () => {
    expect(new Set(REMOTE_NAMES).size).toBe(REMOTE_NAMES.length);
    expect(remoteLabel('listings')).toBe('villa listings');
    expect(remoteLabel('detail')).toBe('property details');
  });

  it('mounts each page once, at a route of its own', () => {
    const modules = REMOTE_PAGES.map((page) => page.module);
    const patterns = REMOTE_PAGES.map((page) => page.pattern);
    expect(new Set(modules).size).toBe(modules.length);
    expect(new Set(patterns).size).toBe(patterns.length);
    for (const page of REMOTE_PAGES) {
      expect(REMOTE_NAMES).toContain(page.module.split('/')[0]);
      expect(page.pattern.includes(':slug')).toBe(page.slug);
    }
  });

  it('lists every module that is a page', () => {
    type Unlisted = Exclude<RemotePageId, (typeof REMOTE_PAGES)[number]['module']>;
    // A page module missing from REMOTE_PAGES makes this a type error that names it.
    const unlisted: [Unlisted] extends [never] ? 'none' : Unlisted = 'none';
    expect(unlisted).toBe('none');
  });

  it("checks each page against its module's props", () => {
    const ok: RemotePage = {
      module: 'blog/BlogTagPage',
      pattern: routePatterns.blogTag,
      loading: '…',
      slug: true,
    };
    // @ts-expect-error a slug page takes the slug
    const noSlug: RemotePage = {
      module: 'blog/BlogTagPage',
      pattern: routePatterns.blogTag,
      loading: '…',
      slug: false,
    };
    // @ts-expect-error a slug page needs a :slug in its route
    const noParam: RemotePage = {
      module: 'blog/BlogTagPage',
      pattern: routePatterns.blog,
      loading: '…',
      slug: true,
    };
    // @ts-expect-error a page without props has no :slug in its route
    const extraParam: RemotePage = {
      module: 'listings/UnitsPage',
      pattern: routePatterns.unit,
      loading: '…',
      slug: false,
    };
    const notAPage: RemotePage = {
      // @ts-expect-error the enquiry host is not a page
      module: 'enquiry/EnquiryHost',
      pattern: routePatterns.home,
      loading: '…',
      slug: false,
    };
    const unknownRoute: RemotePage = {
      module: 'listings/UnitsPage',
      // @ts-expect-error a route that is not in routePatterns
      pattern: '/villas',
      loading: '…',
      slug: false,
    };
    expect([ok, noSlug, noParam, extraParam, notAPage, unknownRoute]).toHaveLength(6);
  });
});
