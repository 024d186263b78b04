// The site's own address (PUBLIC_URL), for the absolute URLs a page's head needs: canonical links and
// share previews are read by crawlers and chat apps, which need the whole address. The server sets
// it for every render and sends it with the first screen, so the browser's head says the same.

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
