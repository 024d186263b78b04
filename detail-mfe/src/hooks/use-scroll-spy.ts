import { useEffect, useState } from 'react';

/** The viewport's top half: an element is "being read" while it crosses it. */
const TOP_HALF = '0px 0px -50% 0px';

/**
 * The first of the elements with these ids that lies in the top half of the viewport, or the last
 * one that did while none does (between two, the one just read stays marked). `ids` is joined so
 * callers can pass a fresh array.
 */
export function useScrollSpy(ids: readonly string[]): string | undefined {
  const key = ids.join(' ');
  const [active, setActive] = useState<string | undefined>(undefined);

  useEffect(() => {
    if (key === '' || typeof IntersectionObserver === 'undefined') return;
    const list = key.split(' ');
    const inTopHalf = new Set<string>();
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (entry.isIntersecting) inTopHalf.add(entry.target.id);
          else inTopHalf.delete(entry.target.id);
        }
        const first = list.find((id) => inTopHalf.has(id));
        if (first !== undefined) setActive(first);
      },
      { rootMargin: TOP_HALF },
    );
    for (const id of list) {
      const element = document.getElementById(id);
      if (element) observer.observe(element);
    }
    return () => observer.disconnect();
  }, [key]);

  return active;
}
