import { useCallback, useSyncExternalStore } from 'react';

const canMatch = () => typeof window !== 'undefined' && typeof window.matchMedia === 'function';

/**
 * Whether a media query matches, as MUI's `useMediaQuery(query, { noSsr: true })` answered it: the
 * browser's first render (hydration included) already has the window's answer, the server's is false.
 * Only for what lays out the same either way until hydration (the card grid is laid out by CSS
 * until then, docs/server-rendering.md).
 */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (notify: () => void) => {
      if (!canMatch()) return () => {};
      const list = window.matchMedia(query);
      list.addEventListener('change', notify);
      return () => list.removeEventListener('change', notify);
    },
    [query],
  );
  const matches = () => canMatch() && window.matchMedia(query).matches;
  return useSyncExternalStore(subscribe, matches, matches);
}
