import { describe, expect, it } from 'vitest';
import type { ComponentType } from 'react';
import type { REMOTE_PAGES as BUYER_PAGES } from '@villa/api/contract/pages';
import { STUDIO_PAGES as STAFF_PAGES } from '@villa/api/contract/studio-pages';
import { routePatterns } from '../lib/paths.ts';
import {
  REMOTE_NAMES,
  REMOTE_PAGES,
  remoteEntries,
  remoteLabel,
  type RemoteModuleExports,
  type RemoteModules,
  type RemotePage,
  type RemotePageId,
} from './exposed-modules.ts';

describe('remotes.json check', () => {
  const base = 'https://villas.example.in/units?city=Hosur';

  it('resolves each URL against the page', () => {
    expect(
      remoteEntries(
        {
          listings: '/mfe/listings/mf-manifest.json',
          detail: 'https://cdn.example.in/detail/v2/mf-manifest.json',
          enquiry: '/mfe/enquiry/mf-manifest.json',
          blog: '/mfe/blog/mf-manifest.json',
        },
        base,
      ),
    ).toEqual({
      listings: 'https://villas.example.in/mfe/listings/mf-manifest.json',
      detail: 'https://cdn.example.in/detail/v2/mf-manifest.json',
      enquiry: 'https://villas.example.in/mfe/enquiry/mf-manifest.json',
      blog: 'https://villas.example.in/mfe/blog/mf-manifest.json',
    });
  });

  it('leaves out only the remotes that have no URL', () => {
    expect(
      remoteEntries(
        { listings: '/mfe/listings/mf-manifest.json', detail: '', enquiry: 'https://[', other: '/x.json' },
        base,
      ),
    ).toEqual({ listings: 'https://villas.example.in/mfe/listings/mf-manifest.json' });
    expect(remoteEntries([], base)).toEqual({});
    expect(remoteEntries(null, base)).toEqual({});
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

  it("mounts each page once, at a route of its own: the buyers' and the studio's", () => {
    const pages: readonly RemotePage[] = [...REMOTE_PAGES, ...STAFF_PAGES];
    const modules = pages.map((page) => page.module);
    const patterns = pages.map((page) => page.pattern);
    expect(new Set(modules).size).toBe(modules.length);
    expect(new Set(patterns).size).toBe(patterns.length);
    for (const page of STAFF_PAGES) expect(page.pattern.startsWith('/studio')).toBe(true);
    for (const page of pages) {
      expect(REMOTE_NAMES).toContain(page.module.split('/')[0]);
      expect(page.pattern.includes(':slug')).toBe(page.slug === true);
    }
  });

  it('lists every module that is a page', () => {
    type Listed = (typeof BUYER_PAGES)[number]['module'] | (typeof STAFF_PAGES)[number]['module'];
    type Unlisted = Exclude<RemotePageId, Listed>;
    // A page module missing from REMOTE_PAGES (or the studio's STUDIO_PAGES) makes this a type error.
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
    const noSlug: RemotePage = {
      module: 'blog/BlogTagPage',
      pattern: routePatterns.blogTag,
      loading: '…',
      // @ts-expect-error a slug page takes the slug
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
    };
    const notAPage: RemotePage = {
      // @ts-expect-error the enquiry host is not a page
      module: 'enquiry/EnquiryHost',
      pattern: routePatterns.home,
      loading: '…',
    };
    const unknownRoute: RemotePage = {
      module: 'listings/UnitsPage',
      // @ts-expect-error a route that is not in routePatterns
      pattern: '/villas',
      loading: '…',
    };
    expect([ok, noSlug, noParam, extraParam, notAPage, unknownRoute]).toHaveLength(6);
  });
});
