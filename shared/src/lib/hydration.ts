// Server rendering (docs/server-rendering.md): the browser's first render hydrates the server's
// HTML and must produce the same markup. What only the browser knows (the stored login, the window's
// width) is used from the render after that.
import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/**
 * False on the server and during hydration, true in every render after it (and in a page the browser
 * rendered on its own). React re-renders the component once hydration is done.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
