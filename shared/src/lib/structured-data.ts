// schema.org data for search engines (JSON-LD, rendered by PageHead). Typed with schema-dts, so a
// field schema.org does not have, or a value of the wrong type, fails the compiler.
import type { BreadcrumbList, WithContext } from 'schema-dts';

// The schema.org types the apps build, from one place: a type-only import adds no bytes.
export type { BlogPosting, ItemList, Organization, RealEstateListing, WithContext } from 'schema-dts';
import { siteUrl } from '@villa/shared/lib/site-url';

export interface Crumb {
  name: string;
  /** A path on this site. */
  path: string;
}

/** Where a page sits: Home › Villas in Bengaluru › Mango Orchard Villas. */
export function breadcrumbList(crumbs: readonly Crumb[]): WithContext<BreadcrumbList> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: siteUrl(crumb.path),
    })),
  };
}

/** '2026-11-26T…Z': when an id of the spec's generator (8 hex digits of Unix seconds first) was made. */
export function idDate(id: string): string | undefined {
  const seconds = Number.parseInt(id.slice(0, 8), 16);
  return Number.isFinite(seconds) && /^[0-9a-f]{8}/.test(id)
    ? new Date(seconds * 1000).toISOString()
    : undefined;
}

/** A text cut to at most `max` characters at a word, with an ellipsis: for meta descriptions. */
export function clip(text: string, max = 160): string {
  const plain = text.replace(/\s+/g, ' ').trim();
  if (plain.length <= max) return plain;
  const cut = plain.slice(0, max - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), max / 2)).replace(/[\s,.;:–-]+$/, '')}…`;
}
