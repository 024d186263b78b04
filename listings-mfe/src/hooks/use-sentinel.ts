import { useEffect, useEffectEvent, useRef } from 'react';

/**
 * Calls `onVisible` when the returned element scrolls into view (IntersectionObserver, threshold 0),
 * for infinite lists. The observer is renewed whenever `enabled` turns on again, so a sentinel that
 * is still on screen after a page arrives asks for the next one.
 */
export function useSentinel<T extends Element>(onVisible: () => void, enabled: boolean) {
  const ref = useRef<T | null>(null);
  const notify = useEffectEvent(onVisible);

  useEffect(() => {
    const node = ref.current;
    if (!enabled || !node || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) notify();
      },
      { threshold: 0 },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [enabled]);

  return ref;
}
