import { useEffect, useState } from 'react';
import { sectionScrollOffset } from '../config/sections.ts';

/**
 * The section being read: the last one whose top has passed under the sticky header, or the last
 * section once the page is scrolled to the end. `ids` is joined so callers can pass a fresh array.
 */
export function useActiveSection(ids: readonly string[]): [string | undefined, (id: string) => void] {
  const key = ids.join(' ');
  const [active, setActive] = useState<string | undefined>(ids[0]);

  useEffect(() => {
    const list = key.split(' ');
    let frame = 0;
    const update = () => {
      frame = 0;
      const atEnd = window.innerHeight + window.scrollY >= document.documentElement.scrollHeight - 2;
      const limit = sectionScrollOffset(window.innerWidth) + 2;
      let current = list[0];
      for (const id of list) {
        const element = document.getElementById(id);
        if (element && element.getBoundingClientRect().top <= limit) current = id;
      }
      if (atEnd && window.scrollY > 0) current = list.at(-1);
      setActive(current);
    };
    const onScroll = () => {
      if (!frame) frame = window.requestAnimationFrame(update);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      if (frame) window.cancelAnimationFrame(frame);
    };
  }, [key]);

  return [active, setActive];
}
