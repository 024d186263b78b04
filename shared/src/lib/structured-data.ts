// schema.org data for search engines (JSON-LD, rendered by PageHead). Typed with schema-dts, so a
// field schema.org does not have, or a value of the wrong type, fails the compiler.
import type { BreadcrumbList, WithContext } from 'schema-dts';
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
