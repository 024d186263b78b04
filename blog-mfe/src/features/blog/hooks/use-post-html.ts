import { use, useState } from 'react';
import { useHydrated } from '@villa/shared/lib/hydration';

let cleaner: Promise<(html: string) => string> | null = null;

function loadCleaner(): Promise<(html: string) => string> {
  cleaner ??= import('../lib/clean-post-html.ts').then(
    (module) => module.cleanPostHtml,
    (error: unknown) => {
      cleaner = null; // a Retry downloads it again
      throw error;
    },
  );
  return cleaner;
}

/**
 * A post's HTML, safe to inject. What the browser renders itself is cleaned first (DOMPurify, ~9 KB
 * gzip, downloaded then; the page suspends meanwhile). The HTML the server rendered into the page is
 * kept as it is: the server cleaned it (api/src/lib/sanitize.ts), the browser has already parsed it,
 * and hydration must show the same markup, so the first screen downloads no sanitiser.
 */
export function usePostHtml(html: string): string {
  const hydrated = useHydrated();
  const [serverRendered] = useState(() => (hydrated ? null : html));
  if (!hydrated || html === serverRendered) return html;
  return use(loadCleaner())(html);
}
