// The first screen's data travels with the server-rendered HTML (api web-apps) in a JSON script,
// so hydration renders what the server rendered without asking the API again.

/** The attribute of that script; not an id, which would become a global of the page. */
export const FIRST_SCREEN_ATTRIBUTE = 'data-first-screen';

export function readFirstScreen(document: Document): Record<string, unknown> | null {
  const script = document.querySelector(`script[${FIRST_SCREEN_ATTRIBUTE}]`);
  if (!script?.textContent) return null;
  try {
    const value: unknown = JSON.parse(script.textContent);
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

/**
 * Keys of the first screen's data that are the shell's own, not a page's SWR entries: the path the
 * server answered 404 for (its page then shows the not-found page, in the HTML and on hydration),
 * and the site's address (PUBLIC_URL) for the absolute URLs of the page's head.
 */
export const SHELL_FIRST_SCREEN_KEYS = {
  notFound: 'shell:not-found',
  siteOrigin: 'shell:site-origin',
} as const;

export interface ShellFirstScreen {
  /** The pages' SWR fallback. */
  fallback: Record<string, unknown>;
  notFoundPath: string | null;
  siteOrigin: string | null;
}

export function splitFirstScreen(data: Record<string, unknown>): ShellFirstScreen {
  const {
    [SHELL_FIRST_SCREEN_KEYS.notFound]: notFound,
    [SHELL_FIRST_SCREEN_KEYS.siteOrigin]: siteOrigin,
    ...fallback
  } = data;
  return {
    fallback,
    notFoundPath: typeof notFound === 'string' ? notFound : null,
    siteOrigin: typeof siteOrigin === 'string' ? siteOrigin : null,
  };
}
