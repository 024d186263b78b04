import { useLocation } from '@villa/shared/router';

export interface PageUrl {
  pathname: string;
  /** The query string with its '?', or ''. */
  search: string;
  /** The full address of the page, as an enquiry's source_url. */
  href: string;
}

/** Where the visitor is, read from the router (the shell's browser router, or a test's memory router). */
export function usePageUrl(): PageUrl {
  const { pathname, search, hash } = useLocation();
  const origin = typeof window === 'undefined' ? '' : window.location.origin;
  return { pathname, search, href: `${origin}${pathname}${search}${hash}` };
}
