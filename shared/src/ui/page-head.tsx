// What a page says it is, to browser tabs, crawlers and chat apps: its title, description, canonical
// address, share preview and structured data. React 19 hoists <title>, <meta> and <link> into the
// document's head wherever they are rendered, on the server (render-page puts them in the head of
// the HTML) and after a client navigation, and removes them when the page goes.
import { siteUrl } from '@villa/shared/lib/site-url';

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
const jsonForScript = (value: object) => JSON.stringify(value).replace(/</g, '\\u003c');

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
