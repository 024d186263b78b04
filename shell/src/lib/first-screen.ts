// The first screen's data travels with the server-rendered HTML (api web-apps) in a JSON script,
// so hydration renders what the server rendered without asking the API again.
import type { ListingGone } from '@villa/shared/contracts/entities';
import { listingGoneOf } from '@villa/shared/lib/listing-gone';

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
 * the listing taken down that it answered 410 for (its path and the API's answer), and the site's
 * address (PUBLIC_URL) for the absolute URLs of the page's head.
 */
export const SHELL_FIRST_SCREEN_KEYS = {
  notFound: 'shell:not-found',
  gone: 'shell:gone',
  siteOrigin: 'shell:site-origin',
} as const;

/** A path the server answered 410 for, and the API's answer that says where to look instead. */
export interface GonePath {
  path: string;
  gone: ListingGone;
}

export interface ShellFirstScreen {
  /** The pages' SWR fallback. */
  fallback: Record<string, unknown>;
  notFoundPath: string | null;
  gonePath: GonePath | null;
  siteOrigin: string | null;
}

function gonePathOf(value: unknown): GonePath | null {
  if (typeof value !== 'object' || value === null) return null;
  const { path, gone } = value as Partial<Record<keyof GonePath, unknown>>;
  const answer = listingGoneOf(gone);
  return typeof path === 'string' && answer !== null ? { path, gone: answer } : null;
}

export function splitFirstScreen(data: Record<string, unknown>): ShellFirstScreen {
  const {
    [SHELL_FIRST_SCREEN_KEYS.notFound]: notFound,
    [SHELL_FIRST_SCREEN_KEYS.gone]: gone,
    [SHELL_FIRST_SCREEN_KEYS.siteOrigin]: siteOrigin,
    ...fallback
  } = data;
  return {
    fallback,
    notFoundPath: typeof notFound === 'string' ? notFound : null,
    gonePath: gonePathOf(gone),
    siteOrigin: typeof siteOrigin === 'string' ? siteOrigin : null,
  };
}
