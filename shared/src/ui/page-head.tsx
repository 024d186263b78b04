// What a page says it is, to browser tabs, crawlers and chat apps: its title, description, canonical
// address, share preview and structured data. React 19 hoists <title>, <meta> and <link> into the
// document's head wherever they are rendered, on the server (render-page puts them in the head of
// the HTML) and after a client navigation, and removes them when the page goes.
// One shared module for all of it (the head, the site's address, schema.org data): each shared
// module costs every page a chunk and an entry in every app's remoteEntry.
import type { BreadcrumbList, WithContext } from 'schema-dts';

// ── The site's own address (PUBLIC_URL), for the absolute URLs a page's head needs: canonical links
// and share previews are read by crawlers and chat apps. The server sets it for every render and
// sends it with the first screen, so the browser's head says the same.
let siteOrigin: string | null = null;

/** Set by the shell: from the server's config when rendering, from the first screen in the browser. */
export function setSiteOrigin(origin: string): void {
  siteOrigin = origin.replace(/\/+$/, '');
}

/** An absolute URL on this site: '/unit/a/' -> 'https://villas.example.in/unit/a/'. */
export function siteUrl(path: string): string {
  if (/^https?:\/\//i.test(path)) return path;
  const origin = siteOrigin ?? (typeof window === 'undefined' ? '' : window.location.origin);
  return `${origin}${path.startsWith('/') ? path : `/${path}`}`;
}

// ── schema.org data (JSON-LD), typed with schema-dts: a field schema.org does not have, or a value
// of the wrong type, fails the compiler.
// The schema.org types the apps build, from one place: a type-only import adds no bytes.
export type { BlogPosting, ItemList, Organization, RealEstateListing, WithContext } from 'schema-dts';

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

// ── The head

export const SITE_NAME = 'VillaNest';

export interface PageHeadProps {
  /** The page's own title; the site's name is added after it unless `siteNameInTitle` is false. */
  title: string;
  /** False where the title is long and specific already (a unit: its name, place and price). */
  siteNameInTitle?: boolean;
  description?: string;
  /** The page's one address for search engines (a path on this site); none for pages not to index. */
  canonical?: string;
  /** A path or URL of a 1200×630 JPEG, for link previews. */
  image?: string;
  /** og:type: a listing or post is an article to a chat app; other pages are the website. */
  type?: 'website' | 'article';
  /** Ask search engines not to index the page (a filtered listing, an account page). */
  noindex?: boolean;
  /** schema.org objects, each written as one JSON-LD script. */
  structuredData?: readonly object[];
}

/** JSON in a script element: '<' escaped so no value can close the element. */
export const jsonForScript = (value: object) => JSON.stringify(value).replace(/</g, '\\u003c');

/** One schema.org object as a JSON-LD script. */
export function StructuredData({ data }: { data: object }) {
  // JSON-LD is data, not script: the CSP does not run it, and '<' is escaped.
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonForScript(data) }} />;
}

export function PageHead({
  title,
  siteNameInTitle = true,
  description,
  canonical,
  image,
  type = 'website',
  noindex = false,
  structuredData = [],
}: PageHeadProps) {
  const fullTitle = !siteNameInTitle || title === SITE_NAME ? title : `${title} | ${SITE_NAME}`;
  const url = canonical ? siteUrl(canonical) : undefined;
  return (
    <>
      <title>{fullTitle}</title>
      {description && <meta name="description" content={description} />}
      {url && <link rel="canonical" href={url} />}
      {noindex && <meta name="robots" content="noindex, follow" />}
      <meta property="og:site_name" content={SITE_NAME} />
      <meta property="og:title" content={title} />
      {description && <meta property="og:description" content={description} />}
      {url && <meta property="og:url" content={url} />}
      <meta property="og:type" content={type} />
      <meta property="og:locale" content="en_IN" />
      {image && <meta property="og:image" content={siteUrl(image)} />}
      {image && <meta property="og:image:width" content="1200" />}
      {image && <meta property="og:image:height" content="630" />}
      <meta name="twitter:card" content={image ? 'summary_large_image' : 'summary'} />
      {structuredData.map((data, index) => (
        <StructuredData key={index} data={data} />
      ))}
    </>
  );
}
