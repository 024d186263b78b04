import { startTransition, useEffect, useState } from 'react';

/**
 * How many of a list's `total` items to render now: the first `first` at once, and the rest in a
 * transition once those have painted. Rendering a whole 100-card page in one go kept a mid-range
 * phone busy for about two seconds before the first card showed (npm run bench); this way the first
 * screenful paints on its own and the rest follows without blocking input.
 *
 * A new `listKey` (another city, say) starts over with the first screenful.
 */
export function useProgressiveCount(total: number, first: number, listKey: string) {
  const [state, setState] = useState({ listKey, ready: first });
  // Adjusting state while rendering (rather than in an effect) avoids one frame of the old count.
  if (state.listKey !== listKey) setState({ listKey, ready: first });
  const ready = state.listKey === listKey ? state.ready : first;

  useEffect(() => {
    if (ready >= total) return;
    // A timeout, not a microtask: the browser gets to paint the first cards before React goes on.
    const timer = setTimeout(() => startTransition(() => setState({ listKey, ready: total })));
    return () => clearTimeout(timer);
  }, [ready, total, listKey]);

  return { count: Math.min(ready, total), complete: ready >= total };
}
