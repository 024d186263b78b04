import { Suspense, useEffect, useRef, useState, type ReactNode } from 'react';

/** How far below the viewport a section starts loading, so it is ready before it scrolls into view. */
const MARGIN = '300px';

/**
 * Renders `children` once this spot comes within 300 px of the viewport, showing `placeholder` until
 * then and while their code loads: a section below the fold, with its code and its data, is no part
 * of the page's first load. The placeholder holds the section's place (its height).
 */
export function WhenNear({ children, placeholder }: { children: ReactNode; placeholder: ReactNode }) {
  const anchor = useRef<HTMLDivElement>(null);
  // Never near in the first render, which the server's must match (docs/server-rendering.md).
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = anchor.current;
    if (near || !element) return;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true); // no way to tell: render it
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: MARGIN },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);
  if (!near) return <div ref={anchor}>{placeholder}</div>;
  return <Suspense fallback={placeholder}>{children}</Suspense>;
}
