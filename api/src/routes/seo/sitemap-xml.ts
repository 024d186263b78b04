// The sitemap protocol's XML (sitemaps.org): an index of child sitemaps, and child sitemaps of URLs.
// A child holds at most 50,000 URLs and 50 MB: pages hold SITEMAP_PAGE_SIZE URLs, and an entry past
// MAX_ENTRY_BYTES is left out, so that a full page stays under 50 MB by construction.

/** URLs in one child sitemap: the protocol's limit. */
export const SITEMAP_PAGE_SIZE = 50_000;
/** Bytes in one child sitemap: the protocol's limit. */
export const SITEMAP_MAX_BYTES = 50 * 1024 * 1024;
/** The XML declaration, the urlset element and its end. */
const ENVELOPE_BYTES = 200;
/** One `<url>` entry at most (about 940 characters of URL): 50,000 of them stay under 50 MB. */
export const MAX_ENTRY_BYTES = Math.floor((SITEMAP_MAX_BYTES - ENVELOPE_BYTES) / SITEMAP_PAGE_SIZE);

const NAMESPACE = 'http://www.sitemaps.org/schemas/sitemap/0.9';
const DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>\n';

const XML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => XML_ESCAPES[char] ?? char);
}

export interface SitemapEntry {
  /** Absolute URL. */
  loc: string;
  /** W3C datetime, e.g. 2026-11-26T10:00:00Z. */
  lastmod: string | null;
}

const entry = (tag: 'url' | 'sitemap', { loc, lastmod }: SitemapEntry) =>
  `<${tag}><loc>${escapeXml(loc)}</loc>${lastmod === null ? '' : `<lastmod>${lastmod}</lastmod>`}</${tag}>\n`;

/** The sitemap index naming each child sitemap. */
export function sitemapIndexXml(children: SitemapEntry[]): string {
  return `${DECLARATION}<sitemapindex xmlns="${NAMESPACE}">\n${children.map((child) => entry('sitemap', child)).join('')}</sitemapindex>\n`;
}

/**
 * A child sitemap of the entries. An entry longer than MAX_ENTRY_BYTES is left out and reported
 * through `skipped` (search engines refuse URLs of over 2,048 characters anyway).
 */
export function urlsetXml(entries: Iterable<SitemapEntry>, skipped: (loc: string) => void): string {
  const parts = [`${DECLARATION}<urlset xmlns="${NAMESPACE}">\n`];
  for (const item of entries) {
    const xml = entry('url', item);
    if (Buffer.byteLength(xml) > MAX_ENTRY_BYTES) skipped(item.loc);
    else parts.push(xml);
  }
  parts.push('</urlset>\n');
  return parts.join('');
}
