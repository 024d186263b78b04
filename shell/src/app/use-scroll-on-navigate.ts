import { useEffect, useRef } from 'react';
import { useLocation } from '@villa/shared/router';
import { useNavigationType } from '@villa/shared/router-host';

/** How long a `#hash` target may take to appear: a remote page and its data arrive after the URL changes. */
const HASH_WAIT_MS = 3000;

/**
 * Scrolls as a site of separate pages would: a link to another page opens it at the top, or at the
 * element its `#hash` names once that has rendered. Back and Forward are left to the browser, which
 * puts the reader back where they were; a change of the query alone (a filter, a page of results)
 * is the page's own business. The first page load is the browser's too.
 */
export function useScrollOnNavigate(): string {
  const { pathname, hash } = useLocation();
  // Read, not a dependency: only a new path or #hash scrolls, not a new query or a link to the
  // page already shown, whatever the kind of navigation.
  const type = useNavigationType();
  const navigationType = useRef(type);
  navigationType.current = type;
  // What is on screen: the first page load (and React's development double run) is no navigation.
  const shown = useRef(`${pathname}${hash}`);

  useEffect(() => {
    if (shown.current === `${pathname}${hash}`) return;
    shown.current = `${pathname}${hash}`;
    if (navigationType.current === 'POP') return;
    // The new page opens at its top; with a #hash, it shows from there until the target renders.
    window.scrollTo(0, 0);
    const id = decodeURIComponent(hash.slice(1));
    if (!id) return;
    const giveUpAt = performance.now() + HASH_WAIT_MS;
    let frame = 0;
    const scrollToTarget = () => {
      const target = document.getElementById(id);
      if (target) target.scrollIntoView();
      else if (performance.now() < giveUpAt) frame = requestAnimationFrame(scrollToTarget);
    };
    scrollToTarget();
    return () => cancelAnimationFrame(frame);
  }, [pathname, hash]);
  return pathname;
}
