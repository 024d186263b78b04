// Reading what a page put in the document's head (React 19 hoists <title>, <meta> and <link> there)
// and its JSON-LD, as crawlers and chat apps read them.

/** The content of `<meta name|property=…>` in the head, or null. */
export function metaContent(key: string): string | null {
  const meta = document.head.querySelector(`meta[name="${key}"], meta[property="${key}"]`);
  return meta?.getAttribute('content') ?? null;
}

export function canonicalHref(): string | null {
  return document.head.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? null;
}

/** Every JSON-LD object on the page, parsed, by its @type. */
export function structuredData(): Map<string, Record<string, unknown>> {
  const scripts = document.querySelectorAll('script[type="application/ld+json"]');
  return new Map(
    [...scripts].map((script) => {
      const data = JSON.parse(script.textContent ?? '') as Record<string, unknown>;
      return [String(data['@type']), data];
    }),
  );
}

/** The names of a BreadcrumbList's items, in order, with the paths they link to. */
export function crumbs(list: Record<string, unknown> | undefined): string[] {
  const items = (list?.itemListElement ?? []) as { name: string; item: string }[];
  return items.map((item) => `${item.name} ${new URL(item.item).pathname}${new URL(item.item).search}`);
}
